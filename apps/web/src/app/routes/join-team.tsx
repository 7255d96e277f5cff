import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { CenteredPage } from '../../components/layouts/centered-page';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { JoinInvitation } from '../../features/teams/components/join-invitation';
import { useSession } from '../../lib/session';

/** /jointeam?token=…: for visitors and signed-in users alike. */
export function JoinTeamRoute() {
  useDocumentTitle('Join a team · Atelier');
  const [params] = useSearchParams();
  const { token, user } = useSession();
  return (
    <CenteredPage>
      <JoinInvitation
        token={params.get('token')?.trim() ?? ''}
        user={token ? user : null}
        signOutAction={<SignOutButton label="Sign out and switch account" />}
      />
    </CenteredPage>
  );
}
