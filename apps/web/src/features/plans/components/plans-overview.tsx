import {
  BILLING_PERIODS,
  PLANS,
  type BillingPeriod,
  type Plan,
  type PlanType,
} from '@atelier/domain';
import { Anchor, Button, Center, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { SALES_EMAIL } from '../../../lib/external-links';
import { paths } from '../../../lib/paths';
import { BILLING_LABELS } from '../lib/billing';
import { PlanCard, planNoteId } from './plan-card';

const TRIAL_MAIL = `mailto:${SALES_EMAIL}?subject=Atelier%20Pro%20free%20trial`;

interface PlansOverviewProps {
  /** The signed-in user's plan; absent for visitors. */
  currentPlanType?: PlanType;
}

export function PlansOverview({ currentPlanType }: PlansOverviewProps) {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const isSignedIn = currentPlanType !== undefined;

  const actionFor = (plan: Plan) => {
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
    if (plan.key === 'pro') {
      return {
        // Checkout waits for billing (docs/decisions.md): the button says why it is off.
        action: (
          <Button fullWidth size="md" disabled aria-describedby={planNoteId(plan)}>
            {plan.cta}
          </Button>
        ),
        note: (
          <>
            Online checkout is not available yet. Until it is,{' '}
            <Anchor href={TRIAL_MAIL} inherit fw={600}>
              write to us
            </Anchor>{' '}
            and we will start your free trial.
          </>
        ),
      };
    }
    return {
      action: (
        <Button
          fullWidth
          size="md"
          variant="outline"
          component="a"
          href={`mailto:${SALES_EMAIL}?subject=Atelier%20Teams%20plan`}
        >
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
    </Stack>
  );
}
