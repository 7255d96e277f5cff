import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { CheckoutReturn } from '../../../features/plans/components/checkout-return';

export function PricingReturnRoute() {
  useDocumentTitle('Checkout · Atelier');
  return (
    <>
      <PageHeader title="Upgrade your plan" description="Thank you for choosing Atelier Pro." />
      <CheckoutReturn />
    </>
  );
}
