import { useDocumentTitle } from '@mantine/hooks';
import { DocumentLayout } from '../../../components/layouts/document-layout';
import { PlansOverview } from '../../../features/plans/components/plans-overview';
import { useSession } from '../../../lib/session';

export function PlansRoute() {
  useDocumentTitle('Plans · Atelier');
  const { user } = useSession();
  return (
    <DocumentLayout
      title="Plans for every studio"
      subtitle="Start free, and upgrade when your team grows."
      size="xl"
      withLogo
    >
      <PlansOverview currentPlanType={user?.planType} />
    </DocumentLayout>
  );
}
