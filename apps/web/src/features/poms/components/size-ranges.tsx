import type { SizeRange, Team } from '@atelier/domain';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconRulerMeasure } from '@tabler/icons-react';
import { useState } from 'react';
import { useSizeRanges } from '../../../api/get-size-ranges';
import { DataTable, type DataColumn } from '../../../components/list/data-table';
import { DeleteConfirm } from '../../../components/list/delete-confirm';
import { ListEmpty } from '../../../components/list/list-empty';
import { ActionButton } from '../../../components/list/list-header';
import { editDeleteActions } from '../../../components/list/row-actions';
import { QueryError } from '../../../components/ui/query-error';
import { usePolicy } from '../../../lib/policy';
import { useDeleteSizeRange } from '../api/save-size-range';
import { SizeRangeFormModal } from './size-range-form-modal';

const COLUMNS: readonly DataColumn<SizeRange>[] = [
  { key: 'name', header: 'Name', width: 200, leading: true, render: (range) => range.name },
  {
    key: 'sizes',
    header: 'Sizes',
    render: (range) => (
      <Group gap={4} wrap="wrap">
        {range.sizes.map((size) =>
          size === range.baseSize ? (
            <Badge key={size} tt="none" title="Base size">
              {size} (base)
            </Badge>
          ) : (
            <Badge key={size} variant="light" color="gray" tt="none">
              {size}
            </Badge>
          ),
        )}
      </Group>
    ),
  },
];

/**
 * The team's size ranges — the sizes a spec sheet's columns start from, with the base size it is
 * graded from — added, edited and deleted as the server's policies allow. A sheet keeps its own
 * sizes: editing a range changes only the sheets made from it afterwards.
 */
export function SizeRanges({ team }: { team: Team }) {
  const { manageMeasurements } = usePolicy(team);
  const query = useSizeRanges(team._id);
  const ranges = query.data;
  const deleteRange = useDeleteSizeRange();
  const [editing, setEditing] = useState<{ range: SizeRange | null } | null>(null);
  const [deleting, setDeleting] = useState<SizeRange | null>(null);
  const addAction = manageMeasurements && {
    label: 'Add size range',
    icon: IconPlus,
    onClick: () => setEditing({ range: null }),
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="size-ranges-title">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <div>
          <Title order={2} size="h4" id="size-ranges-title">
            Size ranges
          </Title>
          <Text size="sm" c="dimmed">
            The sizes a spec sheet starts from, and the base size it is graded from. A sheet keeps
            its own sizes once made.
          </Text>
        </div>
        {addAction && <ActionButton action={addAction} variant="default" />}
      </Group>
      {query.isError && !ranges ? (
        <QueryError title="The size ranges could not be loaded" query={query} />
      ) : (
        <DataTable
          label="Size ranges"
          columns={COLUMNS}
          titleColumn="name"
          rows={ranges}
          rowKey={(range) => range._id}
          rowName={(range) => range.name}
          actions={(range) =>
            editDeleteActions({
              canEdit: range.policies.edit,
              canDelete: range.policies.delete,
              onEdit: () => setEditing({ range }),
              onDelete: () => setDeleting(range),
            })
          }
          isFetching={query.isFetching}
          empty={
            <ListEmpty
              icon={<IconRulerMeasure size={28} />}
              title="No size ranges yet"
              description={
                manageMeasurements
                  ? 'Add the size runs your products come in, such as XS–XL or 34–46.'
                  : 'The team’s size ranges will appear here.'
              }
              actions={addAction && <ActionButton action={addAction} />}
            />
          }
        />
      )}
      <SizeRangeFormModal
        team={team}
        opened={editing !== null}
        range={editing?.range ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteConfirm
        item={deleting}
        title="Delete size range?"
        confirmLabel="Delete size range"
        onDelete={(range) => deleteRange.mutateAsync(range._id)}
        loading={deleteRange.isPending}
        onClose={() => setDeleting(null)}
      >
        {(range) => (
          <>
            <strong>{range.name}</strong> will be deleted from {team.name}’s size ranges. Spec
            sheets made from it keep their sizes.
          </>
        )}
      </DeleteConfirm>
    </Stack>
  );
}
