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
import { useT, translateNodes, type Translate } from '../../../lib/i18n';
import { usePolicy } from '../../../lib/policy';
import { useDeleteSizeRange } from '../api/save-size-range';
import { SizeRangeFormModal } from './size-range-form-modal';
import { usePomT } from '../i18n';

const columns = (t: Translate): DataColumn<SizeRange>[] => [
  {
    key: 'name',
    header: t('pom.name'),
    width: 200,
    leading: true,
    render: (range) => range.name,
  },
  {
    key: 'sizes',
    header: t('size.sizes'),
    render: (range) => (
      <Group gap={4} wrap="wrap">
        {range.sizes.map((size) =>
          size === range.baseSize ? (
            <Badge key={size} tt="none" title={t('spec.baseSize')}>
              {t('size.baseMark', { size })}
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
  const t = usePomT();
  const tApp = useT();
  const { manageMeasurements } = usePolicy(team);
  const query = useSizeRanges(team._id);
  const ranges = query.data;
  const deleteRange = useDeleteSizeRange();
  const [editing, setEditing] = useState<{ range: SizeRange | null } | null>(null);
  const [deleting, setDeleting] = useState<SizeRange | null>(null);
  const addAction = manageMeasurements && {
    label: t('size.add'),
    icon: IconPlus,
    onClick: () => setEditing({ range: null }),
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="size-ranges-title">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <div>
          <Title order={2} size="h4" id="size-ranges-title">
            {t('size.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('size.intro')}
          </Text>
        </div>
        {addAction && <ActionButton action={addAction} variant="default" />}
      </Group>
      {query.isError && !ranges ? (
        <QueryError title={tApp('spec.rangesError')} query={query} />
      ) : (
        <DataTable
          label={t('size.title')}
          columns={columns(tApp)}
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
              title={t('size.empty')}
              description={manageMeasurements ? t('size.emptyManage') : t('size.emptyRead')}
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
        title={t('size.deleteTitle')}
        confirmLabel={t('size.delete')}
        onDelete={(range) => deleteRange.mutateAsync(range._id)}
        loading={deleteRange.isPending}
        onClose={() => setDeleting(null)}
      >
        {(range) => (
          <>
            {translateNodes(t, 'size.deleteText', {
              range: <strong>{range.name}</strong>,
              team: team.name,
            })}
          </>
        )}
      </DeleteConfirm>
    </Stack>
  );
}
