import { useDocumentTitle } from '@mantine/hooks';
import { Welcome } from '../../../features/dashboard/components/welcome';

export function DashboardRoute() {
  useDocumentTitle('Dashboard · Atelier');
  return <Welcome />;
}
