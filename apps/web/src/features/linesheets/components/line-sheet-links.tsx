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

const EXPIRY_OPTIONS = [
  { value: '7', label: 'For a week' },
  { value: '30', label: 'For 30 days' },
  { value: '90', label: 'For 90 days' },
  { value: '365', label: 'For a year' },
];

function LinkRow({ link, onRevoke }: { link: LineSheetLink; onRevoke: () => void }) {
  const { formatDate } = useFormat();
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {link.title}
          </Text>
          <Text size="xs" c="dimmed">
            Until {formatDate(link.expiresAt)}
          </Text>
        </Stack>
        <Group gap={6} wrap="nowrap">
          <CopyLinkButton url={link.url} label="Copy" />
          <Tooltip label="Open">
            <ActionIcon
              component="a"
              href={link.url}
              target="_blank"
              rel="noopener"
              variant="subtle"
              aria-label={`Open ${link.title}`}
            >
              <IconExternalLink size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Revoke">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Revoke ${link.title}`}
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
  const links = useLineSheetLinks(teamId);
  const { create, revoke } = useLineSheetLinkMutations(teamId);
  const [title, setTitle] = useState(`${teamName} line sheet`);
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
        Buyers open it without an account and always see the products as they are now, until it ends
        or you revoke it.
      </Text>
      <Group align="flex-start" gap="sm" grow>
        <TextInput
          label="Title"
          value={title}
          maxLength={80}
          error={error}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setMade(null);
          }}
        />
        <Select
          label="Works"
          data={EXPIRY_OPTIONS}
          value={days}
          allowDeselect={false}
          onChange={(value) => value && setDays(value)}
        />
      </Group>
      {made ? (
        <MadeLink label="Your live link" url={made.url} />
      ) : (
        <Group justify="flex-end">
          <Button leftSection={<IconLink size={16} />} loading={create.isPending} onClick={submit}>
            Create live link
          </Button>
        </Group>
      )}
      {links.isPending ? (
        <Skeleton height={56} radius="md" />
      ) : links.isError ? (
        <QueryError query={links} />
      ) : links.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No live line sheet of this team is shared yet.
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
        title="Revoke live line sheet"
        confirmLabel="Revoke"
        loading={revoke.isPending}
        onDelete={async (link) => {
          const result = await revoke.mutateAsync(link._id);
          if (made?._id === link._id) setMade(null);
          return result;
        }}
        onClose={() => setRevoking(null)}
      >
        {() => 'Whoever opens this link will no longer see the line sheet.'}
      </DeleteConfirm>
    </Stack>
  );
}
