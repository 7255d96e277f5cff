import { PRO_MAX_SEATS } from '@atelier/domain';
import { Button, NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useStartCheckout } from '../api/start-checkout';

interface CheckoutActionProps {
  cta: string;
  priceId: string;
  /** People already in the owner's fullest team: the seats to start from. */
  seatsUsed: number;
}

/** Seats (1-5) and the button that opens Stripe Checkout for Pro. */
export function CheckoutAction({ cta, priceId, seatsUsed }: CheckoutActionProps) {
  const [value, setValue] = useState<number | string>(
    Math.min(PRO_MAX_SEATS, Math.max(1, seatsUsed)),
  );
  // An emptied field counts as one seat.
  const seats = typeof value === 'number' ? value : 1;
  const checkout = useStartCheckout();
  const start = () =>
    checkout.mutate({ priceId, seats }, { onError: (error) => toast.error(errorMessage(error)) });
  return (
    <Stack gap="sm">
      <NumberInput
        label="Seats"
        description={`One per person in a team, up to ${PRO_MAX_SEATS}`}
        min={1}
        max={PRO_MAX_SEATS}
        clampBehavior="strict"
        allowDecimal={false}
        value={value}
        onChange={setValue}
      />
      <Button fullWidth size="md" loading={checkout.isPending} onClick={start}>
        {cta}
      </Button>
    </Stack>
  );
}
