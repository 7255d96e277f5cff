import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { PlansOverview } from '../../../features/plans/components/plans-overview';
import { useSession } from '../../../lib/session';

export function PricingRoute() {
  useDocumentTitle('Upgrade plan · Atelier');
  const { user } = useSession();
  return (
    <>
      <PageHeader
        title="Upgrade your plan"
        description="More room for your team, roles and permissions, and designmate."
      />
      <PlansOverview currentPlanType={user?.planType ?? 'Free'} />
    </>
  );
}
