import { isSubscribedStatus } from '@atelier/domain';
import { Button, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { PROFILE_QUERY_KEY } from '../../../lib/query-client';
import { usePaymentUntilSubscribed } from '../api/get-payment';
import { planName } from '../lib/subscription';

/**
 * Where Stripe Checkout returns: waits for the webhook to confirm the subscription, then says
 * 'subscribed' and reloads the profile, so the plan's features (Roles & Permission) appear.
 */
export function CheckoutReturn() {
  const payment = usePaymentUntilSubscribed();
  const queryClient = useQueryClient();
  const isSubscribed = payment.data !== undefined && isSubscribedStatus(payment.data.status);
  useEffect(() => {
    if (isSubscribed) void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
  }, [isSubscribed, queryClient]);

  return (
    <Paper withBorder p="xl" maw={520} mx="auto" mt="xl">
      {isSubscribed ? (
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={48} radius="xl" color="success" variant="light">
            <IconCheck size={28} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz={24}>
            subscribed
          </Title>
          <Text>
            You are on the {planName(payment.data!)} plan. Roles & Permission and the rest of the
            plan are ready.
          </Text>
          <Button component={Link} to={paths.dashboard}>
            Go to the dashboard
          </Button>
        </Stack>
      ) : (
        <Stack align="center" gap="md" ta="center" role="status">
          <Loader aria-hidden />
          <Text>Confirming your payment with the card provider…</Text>
        </Stack>
      )}
    </Paper>
  );
}
