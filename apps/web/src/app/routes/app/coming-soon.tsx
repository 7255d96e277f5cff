import { useDocumentTitle } from '@mantine/hooks';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';

export function ComingSoonRoute() {
  useDocumentTitle('Coming soon · Atelier');
  const { token } = useSession();
  return token ? (
    <ComingSoon backTo={paths.dashboard} backLabel="Back to dashboard" />
  ) : (
    <ComingSoon backTo={paths.login} backLabel="Go to the home page" />
  );
}
