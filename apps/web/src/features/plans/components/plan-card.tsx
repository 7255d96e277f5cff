import type { BillingPeriod, Plan } from '@atelier/domain';
import { Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFormat } from '../../../lib/format';
import { billingNote } from '../lib/billing';

interface PlanCardProps {
  plan: Plan;
  period: BillingPeriod;
  highlighted?: boolean;
  isCurrent?: boolean;
  action: ReactNode;
  /** Why the action is what it is, right under it; the action names it with `planNoteId`. */
  actionNote?: ReactNode;
}

export const planNoteId = (plan: Plan) => `plan-${plan.key}-note`;

export function PlanCard({
  plan,
  period,
  highlighted = false,
  isCurrent = false,
  action,
  actionNote,
}: PlanCardProps) {
  const price = plan.pricePerUserMonth;
  const { formatPrice } = useFormat();
  // Plans are priced in US dollars; the separator and the symbol's side are the user's.
  const formatUsd = (amount: number) => formatPrice(amount, { currency: 'USD', decimals: 0 });
  return (
    <Paper
      withBorder
      p="xl"
      shadow={highlighted ? 'md' : 'xs'}
      style={
        highlighted ? { borderColor: 'var(--mantine-color-plum-6)', borderWidth: 2 } : undefined
      }
      component="section"
      aria-label={`${plan.name} plan`}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center">
          <Title order={2} fz={24}>
            {plan.name}
          </Title>
          {isCurrent ? (
            <Badge variant="light" color="success">
              Current plan
            </Badge>
          ) : (
            highlighted && <Badge variant="filled">Free trial</Badge>
          )}
        </Group>
        <Text c="dimmed" size="sm">
          {plan.members}
        </Text>
        <div>
          <Group gap={6} align="baseline">
            <Text fz={40} fw={700} lh={1} ff="heading">
              {price === null ? 'Custom' : formatUsd(price)}
            </Text>
            {price !== null && (
              <Text c="dimmed" size="sm">
                per user / month
              </Text>
            )}
          </Group>
          <Text size="sm" c="dimmed" mt={6} mih={20}>
            {billingNote(plan, period, formatUsd)}
          </Text>
        </div>
        <List
          spacing={8}
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" color="success">
              <IconCheck size={13} />
            </ThemeIcon>
          }
          style={{ flexGrow: 1 }}
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {action}
        {actionNote && (
          <Group gap={8} wrap="nowrap" align="flex-start">
            <IconInfoCircle size={18} aria-hidden style={{ flexShrink: 0, marginTop: 1 }} />
            <Text id={planNoteId(plan)} size="sm">
              {actionNote}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
