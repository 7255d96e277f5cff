import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { usePayment } from '../api/get-payment';

/** Shown on every signed-in page while a failed payment keeps the plan through its grace. */
export function PaymentBanner() {
  const { data } = usePayment();
  const { formatDate } = useFormat();
  if (!data?.graceEndsAt) return null;
  return (
    <Alert
      color="red"
      variant="light"
      mb="lg"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title="Your last payment failed"
    >
      Pro stays on until {formatDate(data.graceEndsAt)}. Update your card under{' '}
      <Anchor component={Link} to={paths.settingBilling} inherit fw={600}>
        Billing
      </Anchor>{' '}
      to keep it.
    </Alert>
  );
}
