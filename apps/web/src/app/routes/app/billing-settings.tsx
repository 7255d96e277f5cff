import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { BillingSection } from '../../../features/plans/components/billing-section';

export function BillingSettingsRoute() {
  useDocumentTitle('Billing · Atelier');
  return (
    <>
      <PageHeader title="Billing" description="Your plan, seats, invoices and card." />
      <BillingSection />
    </>
  );
}
