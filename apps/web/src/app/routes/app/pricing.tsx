import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { usePayment } from '../../../features/plans/api/get-payment';
import { PlansOverview } from '../../../features/plans/components/plans-overview';
import { useSession } from '../../../lib/session';

/** When billing cannot be read, checkout is off like on an installation without Stripe. */
const UNAVAILABLE = { prices: null, seatsUsed: 0, hasSubscribedBefore: false };

export function PricingRoute() {
  useDocumentTitle('Upgrade plan · Atelier');
  const { user } = useSession();
  const payment = usePayment();
  const checkout = payment.data
    ? {
        prices: payment.data.prices,
        seatsUsed: payment.data.seatsUsed,
        hasSubscribedBefore: payment.data.status !== 'none',
      }
    : payment.isError
      ? UNAVAILABLE
      : 'loading';
  return (
    <>
      <PageHeader
        title="Upgrade your plan"
        description="More room for your team, roles and permissions, and designmate."
      />
      <PlansOverview
        currentPlanType={payment.data?.planType ?? user?.planType ?? 'Free'}
        checkout={checkout}
      />
    </>
  );
}
