import {
  APPROVAL_RULE_LABELS,
  PRODUCT_STAGE_LABELS,
  ZApprovalDecisionSchema,
  type ProductApproval,
  type TApprovalDecisionSchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconMessageReport } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { FormModal } from '../../../components/form/form-modal';
import { QueryError } from '../../../components/ui/query-error';
import { useFormat } from '../../../lib/format';
import { runMutation } from '../../../lib/run-mutation';
import { useApproval, useDecide } from '../api/approvals';

const DECISION_BADGES = {
  approve: { label: 'Approved', color: 'teal' },
  changes: { label: 'Changes asked', color: 'orange' },
  waiting: { label: 'Waiting', color: 'gray' },
} as const;

function headline(approval: ProductApproval) {
  const stage = PRODUCT_STAGE_LABELS[approval.stage];
  if (approval.status === 'pending') return `Waiting for approval to enter ${stage}`;
  // Not 'Approved for Approved': the gate most often guarded is the Approved stage itself.
  if (approval.status === 'approved') return `Signed off to enter ${stage}`;
  return `Changes asked before ${stage}`;
}

function ApproverLine({ approver }: { approver: ProductApproval['approvers'][number] }) {
  const badge = DECISION_BADGES[approver.decision ?? 'waiting'];
  return (
    <li>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge variant="light" color={badge.color} miw={112}>
          {badge.label}
        </Badge>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {approver.name}
          </Text>
          {approver.comment && (
            <Text size="sm" c="dimmed">
              “{approver.comment}”
            </Text>
          )}
        </Stack>
      </Group>
    </li>
  );
}

/**
 * The product's latest request to enter a gated stage: who asked, who must decide and what each
 * said; an approver who has not decided approves here, or asks for changes with a comment.
 */
export function ProductApprovalCard({ productId }: { productId: string }) {
  const approval = useApproval(productId);
  const decide = useDecide(productId);
  const [askingChanges, setAskingChanges] = useState(false);
  const { formatDate, formatDateTime } = useFormat();

  if (approval.isError) return <QueryError query={approval} />;
  const request = approval.data;
  if (!request || request.status === 'cancelled') return null;
  const pending = request.status === 'pending';

  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="product-approval"
      bg={pending ? 'var(--mantine-color-yellow-light)' : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="product-approval">
            {headline(request)}
          </Title>
          {request.canDecide && (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconMessageReport size={16} />}
                onClick={() => setAskingChanges(true)}
              >
                Request changes
              </Button>
              <Button
                leftSection={<IconCheck size={16} />}
                loading={decide.isPending && !askingChanges}
                onClick={() => void runMutation(() => decide.mutateAsync({ decision: 'approve' }))}
              >
                Approve
              </Button>
            </Group>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {request.requestedBy ? `${request.requestedBy.name} asked` : 'Asked'}{' '}
          {formatDateTime(request.requestedAt)} · {APPROVAL_RULE_LABELS[request.rule]}
          {pending && request.dueAt ? ` · Due ${formatDate(request.dueAt)}` : ''}
        </Text>
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Approvers"
        >
          {request.approvers.map((approver) => (
            <ApproverLine key={approver._id} approver={approver} />
          ))}
        </Stack>
      </Stack>
      <FormModal<TApprovalDecisionSchema, z.output<typeof ZApprovalDecisionSchema>>
        opened={askingChanges}
        onClose={() => setAskingChanges(false)}
        title="Request changes"
        resolver={zodResolver(ZApprovalDecisionSchema)}
        defaultValues={{ decision: 'changes', comment: '' }}
        fields={['comment']}
        submitLabel="Request changes"
        onSubmit={async (values) => (await decide.mutateAsync(values)).responseMessage}
      >
        {(form) => (
          <Textarea
            label="What should change"
            placeholder="e.g. Shorten the sleeves by 2 cm"
            autosize
            minRows={3}
            data-autofocus
            error={form.formState.errors.comment?.message}
            {...form.register('comment')}
          />
        )}
      </FormModal>
    </Card>
  );
}
