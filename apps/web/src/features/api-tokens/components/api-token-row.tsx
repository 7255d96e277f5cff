import type { ApiToken } from '@atelier/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { relativeTime } from '../../../lib/relative-time';
import { useApiTokenT } from '../i18n';

const DAY = 24 * 60 * 60 * 1000;

const STATUS_COLOR = { active: 'teal', expired: 'gray', revoked: 'red' } as const;

interface ApiTokenRowProps {
  token: ApiToken;
  now: number;
  onRevoke: (token: ApiToken) => void;
}

/** One token: its name and hint, the teams it reaches, what it may do, and its dates. */
export function ApiTokenRow({ token, now, onRevoke }: ApiTokenRowProps) {
  const t = useApiTokenT();
  const tApp = useT();
  const { formatDate } = useFormat();
  const nameId = useId();
  const ends = Date.parse(token.expiresAt);
  const daysLeft = Math.ceil((ends - now) / DAY);
  const expiry =
    token.status === 'expired' || ends <= now
      ? t('tok.expired', { date: formatDate(token.expiresAt) })
      : t('tok.expiresIn', { count: daysLeft, date: formatDate(token.expiresAt) });
  return (
    <Paper component="li" withBorder p="md" aria-labelledby={nameId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
            <Text fw={600} id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {token.name}
            </Text>
            <Text size="sm" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {token.hint}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color={token.scope === 'write' ? 'orange' : 'blue'}>
              {token.scope === 'write' ? t('tok.scopeWrite') : t('tok.scopeRead')}
            </Badge>
            <Badge variant="light" color={STATUS_COLOR[token.status]}>
              {t(`tok.status.${token.status}`)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('tok.reaches', { teams: token.teams.map((team) => team.name).join(', ') })}
        </Text>
        <Group gap="md" wrap="wrap" c="dimmed">
          <Text size="sm">{t('tok.created', { date: formatDate(token.createdAt) })}</Text>
          <Text size="sm">
            {token.status === 'revoked' && token.revokedAt
              ? t('tok.revokedOn', { date: formatDate(token.revokedAt) })
              : expiry}
          </Text>
          <Text size="sm">
            {token.lastUsedAt
              ? t('tok.lastUsed', { when: relativeTime(token.lastUsedAt, now, formatDate, tApp) })
              : t('tok.neverUsed')}
          </Text>
        </Group>
        {token.status === 'active' && (
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="default"
              color="error"
              onClick={() => onRevoke(token)}
              aria-label={t('tok.revokeNamed', { name: token.name })}
            >
              {t('tok.revoke')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
