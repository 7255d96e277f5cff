import {
  BILLING_PERIODS,
  PLANS,
  type BillingPeriod,
  type Plan,
  type PlanType,
} from '@atelier/domain';
import { Anchor, Button, Center, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SALES_EMAIL } from '../../../lib/external-links';
import { paths } from '../../../lib/paths';
import { BILLING_LABELS } from '../lib/billing';
import { CheckoutAction } from './checkout-action';
import { ContactSalesModal } from './contact-sales-modal';
import { PlanCard, planNoteId } from './plan-card';

const TRIAL_MAIL = `mailto:${SALES_EMAIL}?subject=Atelier%20Pro%20free%20trial`;

/** What checkout needs of `GET payment`: the prices (null: unavailable here) and seats used. */
export interface CheckoutState {
  prices: Record<BillingPeriod, string> | null;
  seatsUsed: number;
  hasSubscribedBefore: boolean;
}

interface PlanAction {
  action: ReactNode;
  note?: ReactNode;
}

interface PlansOverviewProps {
  /** The signed-in user's plan; absent for visitors. */
  currentPlanType?: PlanType;
  /** Checkout's state on /pricing ('loading' until `GET payment` answers); elsewhere absent. */
  checkout?: CheckoutState | 'loading';
}

export function PlansOverview({ currentPlanType, checkout }: PlansOverviewProps) {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [contactingSales, setContactingSales] = useState(false);
  const isSignedIn = currentPlanType !== undefined;

  const proAction = (plan: Plan): PlanAction => {
    if (checkout === undefined) {
      return {
        action: (
          <Button
            fullWidth
            size="md"
            component={Link}
            to={isSignedIn ? paths.pricing : paths.signup}
          >
            {plan.cta}
          </Button>
        ),
      };
    }
    if (checkout !== 'loading' && checkout.prices) {
      return {
        action: (
          <CheckoutAction
            cta={checkout.hasSubscribedBefore ? 'Upgrade to Pro' : plan.cta}
            priceId={checkout.prices[period]}
            seatsUsed={checkout.seatsUsed}
          />
        ),
      };
    }
    return {
      // Without Stripe on this installation the button says why it is off (DESIGN §1).
      action: (
        <Button
          fullWidth
          size="md"
          disabled
          aria-describedby={checkout === 'loading' ? undefined : planNoteId(plan)}
        >
          {plan.cta}
        </Button>
      ),
      note:
        checkout === 'loading' ? null : (
          <>
            Checkout is unavailable on this installation.{' '}
            <Anchor href={TRIAL_MAIL} inherit fw={600}>
              Write to us
            </Anchor>{' '}
            and we will start your free trial.
          </>
        ),
    };
  };

  const actionFor = (plan: Plan): PlanAction => {
    if (plan.planType === currentPlanType) {
      return {
        action: (
          <Button fullWidth size="md" variant="default" disabled>
            Your current plan
          </Button>
        ),
      };
    }
    if (plan.key === 'freemium') {
      return {
        action: isSignedIn ? null : (
          <Button fullWidth size="md" variant="default" component={Link} to={paths.signup}>
            {plan.cta}
          </Button>
        ),
      };
    }
    if (plan.key === 'pro') return proAction(plan);
    return {
      action: (
        <Button fullWidth size="md" variant="outline" onClick={() => setContactingSales(true)}>
          {plan.cta}
        </Button>
      ),
    };
  };

  return (
    <Stack gap="xl">
      <Center>
        <SegmentedControl
          aria-label="Billing period"
          value={period}
          onChange={(value) => setPeriod(value as BillingPeriod)}
          data={BILLING_PERIODS.map((value) => ({ value, label: BILLING_LABELS[value] }))}
          radius="xl"
          size="md"
        />
      </Center>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PLANS.map((plan) => {
          const { action, note } = actionFor(plan);
          return (
            <PlanCard
              key={plan.key}
              plan={plan}
              period={period}
              highlighted={plan.key === 'pro'}
              isCurrent={plan.planType === currentPlanType}
              action={action}
              actionNote={note}
            />
          );
        })}
      </SimpleGrid>
      <Text size="sm" c="dimmed" ta="center">
        Prices are in US dollars per user per month, before tax. Pro includes a free trial; you can
        cancel at any time under our{' '}
        <Anchor component={Link} to={paths.cancellation} inherit>
          Cancellation Policy
        </Anchor>
        .
      </Text>
      <ContactSalesModal opened={contactingSales} onClose={() => setContactingSales(false)} />
    </Stack>
  );
}
