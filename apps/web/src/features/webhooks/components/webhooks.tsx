import type { Team, Webhook } from '@atelier/domain';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconWebhook } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { DeleteConfirm } from '../../../components/list/delete-confirm';
import { QueryState } from '../../../components/ui/query-state';
import { ShownOnceModal } from '../../../components/ui/shown-once';
import { runMutation } from '../../../lib/run-mutation';
import { useNow } from '../../../lib/use-now';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { useUpdateWebhook } from '../api/update-webhook';
import { useWebhookT } from '../i18n';
import { VerifySnippet } from './verify-snippet';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookFormModal } from './webhook-form-modal';
import { WebhookRow } from './webhook-row';

/** The form: closed, adding, or changing one endpoint. */
type Editing = { webhook: Webhook | null } | null;

/**
 * The team's webhooks (issue 49 §2), for its owner: each endpoint with its events and state, a
 * new one's secret shown once, changes, deletion after asking, and each endpoint's deliveries.
 */
export function Webhooks({ team }: { team: Team }) {
  const t = useWebhookT();
  const webhooks = useWebhooks(team._id);
  const update = useUpdateWebhook(team._id);
  const remove = useDeleteWebhook(team._id);
  const now = useNow();
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const titleId = useId();

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <div style={{ flex: '1 1 240px' }}>
            <Title order={2} fz="lg" id={titleId}>
              {t('wh.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('wh.intro', { team: team.name })}
            </Text>
          </div>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ webhook: null })}
          >
            {t('wh.addEndpoint')}
          </Button>
        </Group>
        <QueryState
          query={webhooks}
          loading={
            <Stack gap="sm" role="status" aria-label={t('wh.loading')}>
              <Skeleton height={120} />
              <Skeleton height={120} />
            </Stack>
          }
          errorTitle={t('wh.loadError')}
        >
          {(list) =>
            list.length === 0 ? (
              <Stack gap="xs" py="sm">
                <Group gap="xs" wrap="nowrap">
                  <IconWebhook size={20} aria-hidden style={{ flex: 'none' }} />
                  <Text fw={600}>{t('wh.none')}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('wh.noneHint')}
                </Text>
              </Stack>
            ) : (
              <Stack component="ul" gap="sm" m={0} p={0} aria-labelledby={titleId}>
                {list.map((webhook) => (
                  <WebhookRow
                    key={webhook._id}
                    webhook={webhook}
                    now={now}
                    turningOn={update.isPending && update.variables?.id === webhook._id}
                    onEdit={() => setEditing({ webhook })}
                    onDelete={() => setDeleting(webhook)}
                    onDeliveries={() => setLogOf(webhook)}
                    onTurnOn={() =>
                      void runMutation(() =>
                        update.mutateAsync({ id: webhook._id, body: { enabled: true } }),
                      )
                    }
                  />
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
      <WebhookFormModal
        teamId={team._id}
        opened={editing !== null}
        webhook={editing?.webhook ?? null}
        onClose={() => setEditing(null)}
        onCreated={setSecret}
      />
      <ShownOnceModal
        secret={secret}
        onDone={() => setSecret(null)}
        texts={{
          title: t('wh.createdTitle'),
          label: t('wh.signingSecret'),
          warning: t('wh.onceWarning'),
          copy: t('wh.copy'),
          copied: t('wh.copied'),
          done: t('wh.done'),
        }}
      >
        <VerifySnippet />
      </ShownOnceModal>
      <DeleteConfirm
        item={deleting}
        title={t('wh.deleteTitle')}
        confirmLabel={t('wh.delete')}
        loading={remove.isPending}
        onDelete={(webhook) => remove.mutateAsync(webhook._id)}
        onClose={() => setDeleting(null)}
      >
        {(webhook) => t('wh.deleteText', { url: webhook.url })}
      </DeleteConfirm>
      <WebhookDeliveries teamId={team._id} webhook={logOf} onClose={() => setLogOf(null)} />
    </Paper>
  );
}
