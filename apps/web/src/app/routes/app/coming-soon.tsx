import { useDocumentTitle } from '@mantine/hooks';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { paths } from '../../../lib/paths';

export function ComingSoonRoute() {
  useDocumentTitle('Coming soon · Atelier');
  return <ComingSoon backTo={paths.dashboard} backLabel="Back to dashboard" />;
}
