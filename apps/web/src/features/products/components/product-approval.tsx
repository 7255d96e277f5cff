import {
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
import { useT, type Translate } from '../../../lib/i18n';
import { runMutation } from '../../../lib/run-mutation';
import { useApproval, useDecide } from '../api/approvals';
import { useProductT, type ProductTranslate } from '../i18n';

const DECISION_BADGES = {
  approve: { label: 'approval.approved', color: 'teal' },
  changes: { label: 'approval.changes', color: 'orange' },
  waiting: { label: 'approval.waiting', color: 'gray' },
} as const;

function headline(t: ProductTranslate, tApp: Translate, approval: ProductApproval) {
  const stage = tApp(`stage.${approval.stage}`);
  if (approval.status === 'pending') return t('approval.pending', { stage });
  // Not 'Approved for Approved': the gate most often guarded is the Approved stage itself.
  if (approval.status === 'approved') return t('approval.signedOff', { stage });
  return t('approval.changesBefore', { stage });
}

function ApproverLine({ approver }: { approver: ProductApproval['approvers'][number] }) {
  const t = useProductT();
  const badge = DECISION_BADGES[approver.decision ?? 'waiting'];
  return (
    <li>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge variant="light" color={badge.color} miw={112}>
          {t(badge.label)}
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
  const t = useProductT();
  const tApp = useT();
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
            {headline(t, tApp, request)}
          </Title>
          {request.canDecide && (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconMessageReport size={16} />}
                onClick={() => setAskingChanges(true)}
              >
                {t('approval.request')}
              </Button>
              <Button
                leftSection={<IconCheck size={16} />}
                loading={decide.isPending && !askingChanges}
                onClick={() => void runMutation(() => decide.mutateAsync({ decision: 'approve' }))}
              >
                {t('approval.approve')}
              </Button>
            </Group>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('approval.asked', {
            name: request.requestedBy?.name ?? 'none',
            date: formatDateTime(request.requestedAt),
            rule: t(`approval.rule.${request.rule}`),
            due: pending && request.dueAt ? formatDate(request.dueAt) : 'none',
          })}
        </Text>
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('approval.approvers')}
        >
          {request.approvers.map((approver) => (
            <ApproverLine key={approver._id} approver={approver} />
          ))}
        </Stack>
      </Stack>
      <FormModal<TApprovalDecisionSchema, z.output<typeof ZApprovalDecisionSchema>>
        opened={askingChanges}
        onClose={() => setAskingChanges(false)}
        title={t('approval.request')}
        resolver={zodResolver(ZApprovalDecisionSchema)}
        defaultValues={{ decision: 'changes', comment: '' }}
        fields={['comment']}
        submitLabel={t('approval.request')}
        onSubmit={async (values) => await decide.mutateAsync(values)}
      >
        {(form) => (
          <Textarea
            label={t('approval.whatChange')}
            placeholder={t('approval.whatPlaceholder')}
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
