import type { DesignmateMessage } from '@atelier/domain';
import {
  Anchor,
  Badge,
  Box,
  Button,
  ColorSwatch,
  Group,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/form-errors';
import { applySuggestion, savePalette } from '../api/conversations';

const percent = (share: number) => `${Math.round(share * 100)} %`;

const added = (count: number) =>
  count === 0
    ? 'These colours are already in the library.'
    : count === 1
      ? '1 colour saved to the library.'
      : `${count} colours saved to the library.`;

function Palette({
  message,
  conversationId,
}: {
  message: DesignmateMessage;
  conversationId: string;
}) {
  const [saving, setSaving] = useState<'library' | 'product' | null>(null);
  const [saved, setSaved] = useState<{ library?: boolean; product?: boolean }>({});
  const palette = message.palette ?? [];
  const save = async (where: 'library' | 'product') => {
    setSaving(where);
    try {
      const saved = await savePalette(conversationId, message._id, where);
      toast.success(
        saved.product ? `The palette’s colours are on ${saved.product.name}.` : added(saved.added),
      );
      setSaved((current) => ({ ...current, [where]: true, library: true }));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(null);
    }
  };
  return (
    <Stack gap="sm">
      <SimpleGrid
        cols={{ base: 2, sm: 3 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {palette.map((colour) => (
          <Group key={colour.hex} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <ColorSwatch color={colour.hex} size={40} radius="sm" aria-hidden />
            <div>
              <Text size="sm" fw={600}>
                {colour.hex} · {percent(colour.share)}
              </Text>
              <Text size="xs" c="dimmed">
                {colour.nearest
                  ? `${colour.nearest.name} · ΔE ${colour.nearest.deltaE}`
                  : 'No close colour in the library'}
              </Text>
            </div>
          </Group>
        ))}
      </SimpleGrid>
      {palette.length > 0 && (
        <Group>
          <Button
            variant="light"
            size="xs"
            loading={saving === 'library'}
            disabled={saved.library || saving !== null}
            onClick={() => void save('library')}
          >
            {saved.library ? 'Saved to library' : 'Save to library'}
          </Button>
          {message.productId && (
            <Button
              variant="light"
              size="xs"
              loading={saving === 'product'}
              disabled={saved.product || saving !== null}
              onClick={() => void save('product')}
            >
              {saved.product ? 'Added to the product' : 'Add to the product'}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

function Changes({ message }: { message: DesignmateMessage }) {
  const urlOf = (commentId: string) =>
    message.sources.find((source) => source._id === commentId)?.url ?? '#';
  return (
    <List type="ordered" spacing={4} size="sm">
      {message.changes?.map((change) => (
        <List.Item key={`${change.commentId}-${change.number}`}>
          <Anchor component={Link} to={urlOf(change.commentId)} inherit>
            {change.resolved ? <s>{change.text}</s> : change.text}
          </Anchor>{' '}
          <Text span size="xs" c="dimmed">
            — {change.author}
            {change.resolved && ' (resolved)'}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

const KIND_LABELS = {
  category: 'Category',
  season: 'Season',
  fabric: 'Fabric',
  tag: 'Tag',
  colour: 'Colour',
};

function Suggestions({
  message,
  conversationId,
}: {
  message: DesignmateMessage;
  conversationId: string;
}) {
  const [applied, setApplied] = useState<string[]>([]);
  const apply = async (entry: NonNullable<DesignmateMessage['suggestions']>[number]) => {
    if (!message.productId) return;
    try {
      await applySuggestion(conversationId, message._id, entry);
      setApplied((current) => [...current, entry._id]);
      toast.success(`${entry.name} added.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <Group gap="xs">
      {message.suggestions?.map((entry) => {
        const isApplied = entry.applied || applied.includes(entry._id);
        return (
          <Group key={entry._id} gap={4} wrap="nowrap">
            <Badge variant="light" color="gray" radius="sm">
              {KIND_LABELS[entry.kind]}: {entry.name}
            </Badge>
            {entry.reason && (
              <Text size="xs" c="dimmed">
                {entry.reason}
              </Text>
            )}
            {isApplied ? (
              <Text size="xs" c="dimmed">
                Applied
              </Text>
            ) : (
              <Button size="compact-xs" variant="subtle" onClick={() => void apply(entry)}>
                Apply {entry.name}
              </Button>
            )}
          </Group>
        );
      })}
    </Group>
  );
}

function AnswerTable({ message }: { message: DesignmateMessage }) {
  const table = message.table!;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <Table.Tr key={`${row.url}-${row.cells[0]}`}>
              {row.cells.map((cell, index) => (
                <Table.Td key={index}>
                  {index === 0 ? (
                    <Anchor component={Link} to={row.url}>
                      {cell}
                    </Anchor>
                  ) : (
                    cell
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function BriefView({ message }: { message: DesignmateMessage }) {
  const brief = message.brief!;
  const { formatDate } = useFormat();
  const download = () => {
    const url = URL.createObjectURL(new Blob([brief.markdown], { type: 'text/markdown' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${brief.title.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}.md`;
    link.click();
    URL.revokeObjectURL(url);
  };
  const section = (title: string, items: readonly string[]) => (
    <div>
      <Title order={4} fz="sm">
        {title}
      </Title>
      <Text size="sm">{items.length ? items.join(', ') : 'To decide'}</Text>
    </div>
  );
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {brief.title}
      </Title>
      <Text size="sm">{brief.concept}</Text>
      <Group gap={6} aria-label="Palette">
        {brief.palette.map((colour) => (
          <ColorSwatch key={colour.hex} color={colour.hex} size={20} title={colour.name} />
        ))}
      </Group>
      {section('Materials', brief.materials)}
      {section('Silhouettes', brief.silhouettes)}
      <div>
        <Title order={4} fz="sm">
          References
        </Title>
        {brief.references.length ? (
          brief.references.map((reference) => (
            <Anchor key={reference.url} component={Link} to={reference.url} size="sm" mr="sm">
              {reference.title}
            </Anchor>
          ))
        ) : (
          <Text size="sm">None yet</Text>
        )}
      </div>
      {section('Deadline', brief.deadline ? [formatDate(brief.deadline)] : [])}
      <Box>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          onClick={download}
        >
          Download Markdown
        </Button>
      </Box>
    </Stack>
  );
}

/** What a skill found, drawn beside its text: swatches, a list, chips, a table or a brief. */
export function ReplyResult({
  message,
  conversationId,
}: {
  message: DesignmateMessage;
  conversationId: string;
}) {
  return (
    <>
      {message.palette && <Palette message={message} conversationId={conversationId} />}
      {message.changes && message.changes.length > 0 && <Changes message={message} />}
      {message.suggestions && message.suggestions.length > 0 && (
        <Suggestions message={message} conversationId={conversationId} />
      )}
      {message.table && <AnswerTable message={message} />}
      {message.brief && <BriefView message={message} />}
    </>
  );
}
