import type { Invitation, UserDetails } from '@atelier/domain';
import {
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconMailOpened } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { errorMessage } from '../../../lib/form-errors';
import { paths, teamUsersUrl, wallUrl, withEmail } from '../../../lib/paths';
import { setSelectedTeamId } from '../../../lib/selected-team';
import { savePendingInvite } from '../../../lib/pending-invite';
import { runMutation } from '../../../lib/run-mutation';
import { useDeclineInvitation } from '../api/decline-invitation';
import { useInvitation } from '../api/get-invitation';
import { useJoinTeam } from '../api/join-team';
import { mayOpenTeamPage } from '../lib/team-page-access';
import type { TeamRouteState } from '../lib/team-route-state';

interface JoinInvitationProps {
  token: string;
  user: UserDetails | null;
  /** Signs out (the app's sign-out button), for a user signed in with another address. */
  signOutAction: ReactNode;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 36 }} w="100%" maw={500}>
      {children}
    </Paper>
  );
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * /jointeam?token=…: what the invitation is for, then Join or Decline (signed in with the invited
 * address), or Sign in / Create account (signed out: the token is kept for the tab, and signing
 * in brings the visitor back here to choose). Nobody joins without choosing Join, whether or not
 * they had an account before.
 */
export function JoinInvitation({ token, user, signOutAction }: JoinInvitationProps) {
  const invitationQuery = useInvitation(token);

  if (!token) {
    return (
      <Frame>
        <Unusable message="This invitation link is incomplete. Open the link from your e-mail again." />
      </Frame>
    );
  }
  if (invitationQuery.isPending) {
    return (
      <Frame>
        <Stack gap="md" role="status" aria-label="Loading invitation">
          <Skeleton height={48} circle />
          <Skeleton height={28} width="80%" />
          <Skeleton height={14} width="60%" />
          <Skeleton height={40} mt="md" />
        </Stack>
      </Frame>
    );
  }
  if (invitationQuery.isError) {
    return (
      <Frame>
        <Unusable message={errorMessage(invitationQuery.error)} signedIn={Boolean(user)} />
      </Frame>
    );
  }
  return (
    <Frame>
      <InvitationCard
        token={token}
        invitation={invitationQuery.data}
        user={user}
        signOutAction={signOutAction}
      />
    </Frame>
  );
}

function Unusable({ message, signedIn = false }: { message: string; signedIn?: boolean }) {
  return (
    <Stack gap="md" align="flex-start">
      <ThemeIcon size={48} radius="xl" variant="light" color="warning">
        <IconAlertCircle size={26} />
      </ThemeIcon>
      <Title order={1} fz={26}>
        Invitation unavailable
      </Title>
      <Text role="alert">{message}</Text>
      <Text c="dimmed" size="sm">
        Ask the person who invited you to send a new invitation.
      </Text>
      <Button component={Link} to={signedIn ? paths.dashboard : paths.login} variant="light">
        {signedIn ? 'Go to dashboard' : 'Go to sign in'}
      </Button>
    </Stack>
  );
}

function InvitationCard({
  token,
  invitation,
  user,
  signOutAction,
}: {
  token: string;
  invitation: Invitation;
  user: UserDetails | null;
  signOutAction: ReactNode;
}) {
  const navigate = useNavigate();
  const join = useJoinTeam();
  const decline = useDeclineInvitation();
  const isInvitedUser = Boolean(user && sameEmail(user.email, invitation.email));
  const failure = join.error ?? decline.error;

  // On failure the alert above the buttons shows the server's text, not a toast.
  const shownAbove = () => undefined;

  const doJoin = () => {
    decline.reset();
    return runMutation(() => join.mutateAsync(token), {
      onSuccess: ({ data }) => {
        const state: TeamRouteState = { team: data };
        // A supplier's person works on the products assigned to them: their wall in that team.
        if (data.supplier) {
          setSelectedTeamId(data._id);
          navigate(wallUrl(data._id), { replace: true });
        } else if (mayOpenTeamPage(data)) {
          navigate(teamUsersUrl(data._id), { replace: true, state });
        } else navigate(paths.dashboard, { replace: true });
      },
      onError: shownAbove,
    });
  };

  const doDecline = () => {
    join.reset();
    return runMutation(() => decline.mutateAsync(token), {
      onSuccess: () => navigate(paths.dashboard, { replace: true }),
      onError: shownAbove,
    });
  };

  const keepForLater = () => savePendingInvite(token);
  const signIn = { to: paths.login, label: 'Sign in' };
  const createAccount = { to: paths.signup, label: 'Create account' };
  // The likelier way in comes first: sign in with an account, else create one.
  const waysIn = invitation.hasAccount ? [signIn, createAccount] : [createAccount, signIn];

  return (
    <Stack gap="md">
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconMailOpened size={26} />
      </ThemeIcon>
      <Title order={1} fz={26}>
        {invitation.invitedBy} invited you to {invitation.teamName}
      </Title>
      {/* A long address breaks rather than running out of the card on a phone. */}
      <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        The invitation was sent to <strong>{invitation.email}</strong>.
      </Text>
      <FormErrorAlert message={failure ? errorMessage(failure) : null} />

      {!user && (
        <>
          <Text size="sm">
            {invitation.hasAccount
              ? 'Sign in with this address to accept or decline the invitation.'
              : 'Create your Atelier account with this address to join the team.'}
          </Text>
          {waysIn.map(({ to, label }, index) => (
            <Button
              key={to}
              component={Link}
              to={withEmail(to, invitation.email)}
              onClick={keepForLater}
              variant={index === 0 ? 'filled' : 'default'}
              size="md"
            >
              {label}
            </Button>
          ))}
        </>
      )}

      {user && isInvitedUser && (
        <Group gap="sm" grow preventGrowOverflow={false}>
          <Button
            size="md"
            onClick={() => void doJoin()}
            loading={join.isPending}
            disabled={decline.isPending}
          >
            Join {invitation.teamName}
          </Button>
          <Button
            size="md"
            variant="default"
            onClick={() => void doDecline()}
            loading={decline.isPending}
            disabled={join.isPending}
          >
            Decline
          </Button>
        </Group>
      )}

      {user && !isInvitedUser && (
        <>
          <Alert
            color="warning"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            style={{ overflowWrap: 'anywhere' }}
          >
            You are signed in as <strong>{user.email}</strong>. Sign out, then sign in as{' '}
            <strong>{invitation.email}</strong> to join this team.
          </Alert>
          <div onClickCapture={keepForLater}>{signOutAction}</div>
          <Button component={Link} to={paths.dashboard} variant="subtle">
            Not now
          </Button>
        </>
      )}
    </Stack>
  );
}
