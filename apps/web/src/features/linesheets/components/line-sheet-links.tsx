import type { LineSheetFilters, LineSheetLink } from '@atelier/domain';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconExternalLink, IconLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteConfirm } from '../../../components/list/delete-confirm';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { runMutation } from '../../../lib/run-mutation';
import { CopyLinkButton, MadeLink } from '../../../components/ui/copy-link-button';
import { useLineSheetLinkMutations, useLineSheetLinks } from '../api/linesheets';
import { useLineSheetT } from '../i18n';

/** How long a link works, in days: a week, a month, a quarter, a year. */
const EXPIRY_DAYS = [7, 30, 90, 365] as const;

function LinkRow({ link, onRevoke }: { link: LineSheetLink; onRevoke: () => void }) {
  const ls = useLineSheetT();
  const { formatDate } = useFormat();
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {link.title}
          </Text>
          <Text size="xs" c="dimmed">
            {ls('ls.link.until', { date: formatDate(link.expiresAt) })}
          </Text>
        </Stack>
        <Group gap={6} wrap="nowrap">
          <CopyLinkButton url={link.url} label={ls('ls.link.copy')} />
          <Tooltip label={ls('ls.link.open')}>
            <ActionIcon
              component="a"
              href={link.url}
              target="_blank"
              rel="noopener"
              variant="subtle"
              aria-label={ls('ls.link.openLabel', { title: link.title })}
            >
              <IconExternalLink size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={ls('ls.link.revoke')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={ls('ls.link.revokeLabel', { title: link.title })}
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

/**
 * Live line sheets: a view-only link to the products these filters match at each visit, with an
 * end date; the team's links listed to copy again or revoke (asked first).
 */
export function LineSheetLinks({
  teamId,
  teamName,
  filters,
}: {
  teamId: string;
  teamName: string;
  filters: Partial<LineSheetFilters>;
}) {
  const ls = useLineSheetT();
  const links = useLineSheetLinks(teamId);
  const { create, revoke } = useLineSheetLinkMutations(teamId);
  // The title buyers read: until the maker types one, the team's, in the page's language.
  const [typed, setTitle] = useState<string | null>(null);
  const title = typed ?? ls('ls.link.defaultTitle', { team: teamName });
  const [days, setDays] = useState('30');
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<LineSheetLink | null>(null);
  const [revoking, setRevoking] = useState<LineSheetLink | null>(null);

  const submit = () => {
    setError(null);
    void runMutation(() => create.mutateAsync({ title, filters, expiresInDays: Number(days) }), {
      onSuccess: ({ data }) => setMade(data),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {ls('ls.link.intro')}
      </Text>
      <Group align="flex-start" gap="sm" grow>
        <TextInput
          label={ls('ls.link.title')}
          value={title}
          maxLength={80}
          error={error}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setMade(null);
          }}
        />
        <Select
          label={ls('ls.link.works')}
          data={EXPIRY_DAYS.map((count) => ({
            value: String(count),
            label:
              count === 7
                ? ls('ls.expiry.week')
                : count === 365
                  ? ls('ls.expiry.year')
                  : ls('ls.expiry.days', { days: count }),
          }))}
          value={days}
          allowDeselect={false}
          onChange={(value) => value && setDays(value)}
        />
      </Group>
      {made ? (
        <MadeLink label={ls('ls.link.made')} url={made.url} />
      ) : (
        <Group justify="flex-end">
          <Button leftSection={<IconLink size={16} />} loading={create.isPending} onClick={submit}>
            {ls('ls.link.create')}
          </Button>
        </Group>
      )}
      {links.isPending ? (
        <Skeleton height={56} radius="md" />
      ) : links.isError ? (
        <QueryError query={links} />
      ) : links.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ls('ls.link.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          {links.data.map((link) => (
            <LinkRow key={link._id} link={link} onRevoke={() => setRevoking(link)} />
          ))}
        </Stack>
      )}
      <DeleteConfirm
        item={revoking}
        title={ls('ls.revoke.title')}
        confirmLabel={ls('ls.link.revoke')}
        loading={revoke.isPending}
        onDelete={async (link) => {
          const result = await revoke.mutateAsync(link._id);
          if (made?._id === link._id) setMade(null);
          return result;
        }}
        onClose={() => setRevoking(null)}
      >
        {() => ls('ls.revoke.body')}
      </DeleteConfirm>
    </Stack>
  );
}
