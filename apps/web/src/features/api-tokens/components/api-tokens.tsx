import type { ApiToken } from '@atelier/domain';
import { Anchor, Button, Code, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ShownOnceModal } from '../../../components/ui/shown-once';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { QueryState } from '../../../components/ui/query-state';
import { runMutation } from '../../../lib/run-mutation';
import { useNow } from '../../../lib/use-now';
import { useApiTokens } from '../api/get-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { useApiTokenT } from '../i18n';
import { ApiTokenRow } from './api-token-row';
import { CreateApiTokenModal, type TeamOption } from './create-api-token-modal';

/** Where the API is described (the server's OpenAPI page). */
export const API_DOCS_URL = '/api/docs';

interface ApiTokensProps {
  /** The teams the person works in; null until they are known. */
  teams: TeamOption[] | null;
  selectedTeamId: string | null;
}

/**
 * The person's API tokens (issue 49 §1): each with the teams it reaches and when it ends, a new
 * one shown once, and revoking one after asking.
 */
export function ApiTokens({ teams, selectedTeamId }: ApiTokensProps) {
  const t = useApiTokenT();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const now = useNow();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const titleId = useId();

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <div style={{ flex: '1 1 240px' }}>
            <Title order={2} fz="lg" id={titleId}>
              {t('tok.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('tok.intro')}
            </Text>
          </div>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            loading={teams === null}
          >
            {t('tok.new')}
          </Button>
        </Group>
        <QueryState
          query={tokens}
          loading={
            <Stack gap="sm" role="status" aria-label={t('tok.loading')}>
              <Skeleton height={96} />
              <Skeleton height={96} />
            </Stack>
          }
          errorTitle={t('tok.loadError')}
        >
          {(list) =>
            list.length === 0 ? (
              <Stack gap="xs" align="flex-start" py="sm">
                <Group gap="xs" wrap="nowrap">
                  <IconKey size={20} aria-hidden style={{ flex: 'none' }} />
                  <Text fw={600}>{t('tok.none')}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('tok.noneHint')}
                </Text>
                <Anchor href={API_DOCS_URL} target="_blank" rel="noopener" size="sm">
                  {t('tok.docs')}
                </Anchor>
              </Stack>
            ) : (
              <>
                <Stack component="ul" gap="sm" m={0} p={0} aria-labelledby={titleId}>
                  {list.map((token) => (
                    <ApiTokenRow key={token._id} token={token} now={now} onRevoke={setRevoking} />
                  ))}
                </Stack>
                <Anchor href={API_DOCS_URL} target="_blank" rel="noopener" size="sm">
                  {t('tok.docs')}
                </Anchor>
              </>
            )
          }
        </QueryState>
      </Stack>
      <CreateApiTokenModal
        opened={creating}
        teams={teams ?? []}
        defaultTeamId={selectedTeamId}
        onClose={() => setCreating(false)}
        onCreated={setSecret}
      />
      <ShownOnceModal
        secret={secret}
        onDone={() => setSecret(null)}
        texts={{
          title: t('tok.createdTitle'),
          label: t('tok.yourToken'),
          warning: t('tok.onceWarning'),
          copy: t('tok.copy'),
          copied: t('tok.copied'),
          done: t('tok.done'),
        }}
      >
        <Text size="sm">
          {t('tok.howToUse')} <Code>Authorization: Bearer atl_…</Code>
        </Text>
      </ShownOnceModal>
      <ConfirmModal
        opened={revoking !== null}
        title={t('tok.revokeTitle')}
        confirmLabel={t('tok.revoke')}
        danger
        loading={revoke.isPending}
        onConfirm={() => {
          if (revoking)
            void runMutation(() => revoke.mutateAsync(revoking._id), {
              onSuccess: () => setRevoking(null),
            });
        }}
        onClose={() => setRevoking(null)}
      >
        {revoking && t('tok.revokeText', { name: revoking.name })}
      </ConfirmModal>
    </Paper>
  );
}
