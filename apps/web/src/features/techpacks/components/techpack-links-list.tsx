import type { TechpackLink } from '@atelier/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLink, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteConfirm } from '../../../components/list/delete-confirm';
import { CopyLinkButton } from '../../../components/ui/copy-link-button';
import { useFormat } from '../../../lib/format';
import { useTechpackLinkMutations } from '../api/techpack-links';
import { useTechPackT, type TechPackTranslate } from '../i18n';

const STATE_BADGE = {
  active: { label: 'tp.state.active', color: 'teal' },
  expired: { label: 'tp.state.expired', color: 'gray' },
  revoked: { label: 'tp.state.revoked', color: 'red' },
} as const;

/** Whether and when the factory opened it: 'Opened 2 times, last 3 Jan 10:42'. */
export function openedText(
  link: Pick<TechpackLink, 'openCount' | 'lastOpenedAt'>,
  formatDateTime: (value: string) => string,
  t: TechPackTranslate,
): string {
  if (link.openCount === 0 || !link.lastOpenedAt) return t('tp.notOpened');
  return t('tp.opened', { count: link.openCount, last: formatDateTime(link.lastOpenedAt) });
}

function LinkRow({ link, onRevoke }: { link: TechpackLink; onRevoke: () => void }) {
  const t = useTechPackT();
  const { formatDate, formatDateTime } = useFormat();
  const badge = STATE_BADGE[link.state];
  const Icon = link.email ? IconMail : IconLink;
  const until =
    link.state === 'revoked'
      ? t('tp.revokedOn', { date: formatDate(link.revokedAt ?? link.expiresAt) })
      : link.state === 'expired'
        ? t('tp.expiredOn', { date: formatDate(link.expiresAt) })
        : t('tp.until', { date: formatDate(link.expiresAt) });
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <Icon size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {link.recipient}
              </Text>
              <Badge size="sm" variant="light" color={badge.color}>
                {t(badge.label)}
              </Badge>
            </Group>
            <Text size="xs">{openedText(link, formatDateTime, t)}</Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[link.email, `${link.createdBy.name} · ${formatDate(link.createdAt)}`, until]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </Group>
        {link.state === 'active' && (
          <Group gap={6} wrap="nowrap">
            {link.url && <CopyLinkButton url={link.url} label={t('tp.copy')} />}
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={t('tp.revokeLabel', { recipient: link.recipient })}
              onClick={onRevoke}
            >
              {t('tp.revoke')}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

interface TechpackLinksListProps {
  productId: string;
  /** The revision's letter, for the list's name. */
  revision: string;
  links: readonly TechpackLink[];
}

/**
 * The links that sent one revision to factories: to whom, whether they opened it, to copy again
 * or revoke (asked first).
 */
export function TechpackLinksList({ productId, revision, links }: TechpackLinksListProps) {
  const t = useTechPackT();
  const { revoke } = useTechpackLinkMutations(productId);
  const [revoking, setRevoking] = useState<TechpackLink | null>(null);
  if (links.length === 0) return null;
  return (
    <>
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        aria-label={t('tp.links', { revision })}
        style={{ listStyle: 'none' }}
      >
        {links.map((link) => (
          <LinkRow key={link._id} link={link} onRevoke={() => setRevoking(link)} />
        ))}
      </Stack>
      <DeleteConfirm
        item={revoking}
        title={t('tp.revokeTitle')}
        confirmLabel={t('tp.revoke')}
        loading={revoke.isPending}
        onDelete={(link) => revoke.mutateAsync(link._id)}
        onClose={() => setRevoking(null)}
      >
        {(link) => t('tp.revokeText', { recipient: link.recipient, revision: link.revision })}
      </DeleteConfirm>
    </>
  );
}
