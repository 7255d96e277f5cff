import type { ShareLink } from '@atelier/domain';
import { ActionIcon, Badge, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconLink, IconMail, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteConfirm } from '../../../../components/list/delete-confirm';
import { QueryError } from '../../../../components/ui/query-error';
import { useFormat } from '../../../../lib/format';
import { useShareLinks, useShareMutations } from '../../api/share-links';
import { accessLabel, isExpired } from '../../lib/share-options';
import { CopyLinkButton } from '../../../../components/ui/copy-link-button';

function LinkRow({ link, onRevoke }: { link: ShareLink; onRevoke: () => void }) {
  const format = useFormat();
  const expired = isExpired(link.expiresAt);
  const Icon = link.email ? IconMail : IconLink;
  const title = link.email ?? 'Link';
  const until = link.expiresAt
    ? `${expired ? 'Expired' : 'Until'} ${format.formatDate(link.expiresAt)}`
    : 'No end date';
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Icon size={18} aria-hidden />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text size="sm" fw={600} truncate>
                {title}
              </Text>
              <Badge size="sm" variant="light" color={expired ? 'gray' : 'plum'}>
                {expired ? 'Expired' : accessLabel(link.action)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {link.createdBy.name} · {format.formatDate(link.createdAt)} · {until}
            </Text>
          </Stack>
        </Group>
        <Group gap={6} wrap="nowrap">
          {!expired && <CopyLinkButton url={link.url} label="Copy" />}
          <Tooltip label="Revoke">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Revoke the link for ${title}`}
              onClick={onRevoke}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/** Every link of the product: to copy again, or to revoke (asked first). */
export function ShareLinksList({ productId }: { productId: string }) {
  const links = useShareLinks(productId);
  const { revoke } = useShareMutations(productId);
  const [revoking, setRevoking] = useState<ShareLink | null>(null);

  if (links.isPending) return <Skeleton height={56} radius="md" />;
  if (links.isError) return <QueryError query={links} />;
  if (links.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nobody outside the team has a link to this design yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {links.data.map((link) => (
        <LinkRow key={link._id} link={link} onRevoke={() => setRevoking(link)} />
      ))}
      <DeleteConfirm
        item={revoking}
        title="Revoke link"
        confirmLabel="Revoke"
        loading={revoke.isPending}
        onDelete={(link) => revoke.mutateAsync(link._id)}
        onClose={() => setRevoking(null)}
      >
        {() => 'Whoever opens this link will no longer see the design. Comments already made stay.'}
      </DeleteConfirm>
    </Stack>
  );
}
