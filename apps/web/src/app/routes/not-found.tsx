import { useDocumentTitle } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { NotFound } from '../../components/ui/not-found';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/** Any address no route knows: inside the app's shell when signed in, the public one when not. */
export function NotFoundRoute() {
  useDocumentTitle('Page not found · Atelier');
  const { pathname } = useLocation();
  const { token } = useSession();
  return token ? (
    <NotFound pathname={pathname} backTo={paths.dashboard} backLabel="Back to dashboard" />
  ) : (
    <NotFound pathname={pathname} backTo={paths.login} backLabel="Go to the home page" />
  );
}
