import type { Pom, Team } from '@atelier/domain';
import { ActionIcon, Badge, Group, Mark, Stack, Text } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconRuler2,
  IconSparkles,
  IconPlus,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePoms } from '../../../api/get-poms';
import { DataTable, type DataColumn } from '../../../components/list/data-table';
import { DeleteConfirm } from '../../../components/list/delete-confirm';
import { ListEmpty } from '../../../components/list/list-empty';
import { ActionButton, ListHeader } from '../../../components/list/list-header';
import { editDeleteActions } from '../../../components/list/row-actions';
import { QueryError } from '../../../components/ui/query-error';
import { translateNodes, useT, type Translate } from '../../../lib/i18n';
import { usePolicy } from '../../../lib/policy';
import { runMutation } from '../../../lib/run-mutation';
import { useAddStarterPoms } from '../api/add-starter-poms';
import { useDeletePom } from '../api/delete-pom';
import { useReorderPoms } from '../api/reorder-poms';
import { PomFormModal } from './pom-form-modal';
import { usePomT, type PomTranslate } from '../i18n';

const cm = (value: number) => `${value} cm`;

/** Where a point's row is, for the search hit that opens it (`?pom=<id>`). */
const rowId = (pom: Pom) => `pom-${pom._id}`;

/** The code, marked on the point a search opened the page for. */
const codeColumn = (t: Translate, foundId: string | null): DataColumn<Pom> => ({
  key: 'code',
  header: t('pom.code'),
  width: 90,
  leading: true,
  render: (pom) =>
    pom._id === foundId ? (
      <Text fw={600} ff="monospace" id={rowId(pom)} aria-current="true">
        <Mark>{pom.code}</Mark>
      </Text>
    ) : (
      <Text fw={600} ff="monospace" id={rowId(pom)}>
        {pom.code}
      </Text>
    ),
});

const columns = (t: PomTranslate, tApp: Translate): DataColumn<Pom>[] => [
  { key: 'name', header: tApp('pom.name'), render: (pom) => pom.name },
  {
    key: 'howToMeasure',
    header: t('pom.howToMeasure'),
    render: (pom) => (
      <Text size="sm" c="dimmed" lineClamp={3}>
        {pom.howToMeasure || '—'}
      </Text>
    ),
  },
  {
    key: 'tolerance',
    header: t('pom.toleranceHead'),
    width: 130,
    render: (pom) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        −{cm(pom.tolerance.minus)} / +{cm(pom.tolerance.plus)}
      </Text>
    ),
  },
  {
    key: 'category',
    header: t('pom.category'),
    width: 120,
    render: (pom) =>
      pom.category ? (
        <Badge variant="light" color="gray" tt="none">
          {pom.category}
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          {t('pom.anyGarment')}
        </Text>
      ),
  },
];

/**
 * /measurements: the team's points of measure in its order — what its spec sheets are made of —
 * with add, edit, delete, reorder and the starter library as the server's policies allow.
 */
export function PomLibrary({ team }: { team: Team }) {
  const t = usePomT();
  const tApp = useT();
  const { manageMeasurements } = usePolicy(team);
  const query = usePoms(team._id);
  const poms = query.data;
  const deletePom = useDeletePom();
  const reorder = useReorderPoms(team._id);
  const starter = useAddStarterPoms(team._id);
  const [editing, setEditing] = useState<{ pom: Pom | null } | null>(null);
  const [deleting, setDeleting] = useState<Pom | null>(null);
  // A global search hit opens the library at its point (issue 45 §1).
  const [params] = useSearchParams();
  const foundId = params.get('pom');
  const found = foundId ? poms?.find((pom) => pom._id === foundId) : undefined;
  useEffect(() => {
    if (found) document.getElementById(rowId(found))?.scrollIntoView?.({ block: 'center' });
  }, [found]);

  const move = (index: number, by: -1 | 1) => {
    if (!poms) return;
    const ids = poms.map((pom) => pom._id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    void runMutation(() => reorder.mutateAsync(ids), { toastSuccess: false });
  };

  const addAction = manageMeasurements && {
    label: t('pom.add'),
    icon: IconPlus,
    onClick: () => setEditing({ pom: null }),
  };
  const starterAction = {
    label: t('pom.addStarter'),
    icon: IconSparkles,
    onClick: () => void runMutation(() => starter.mutateAsync()),
  };

  const orderColumn: DataColumn<Pom> = {
    key: 'order',
    header: t('pom.order'),
    width: 90,
    render: (pom) => {
      const index = poms?.indexOf(pom) ?? -1;
      return (
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('pom.moveUp', { code: pom.code })}
            disabled={index <= 0 || reorder.isPending}
            onClick={() => move(index, -1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('pom.moveDown', { code: pom.code })}
            disabled={!poms || index >= poms.length - 1 || reorder.isPending}
            onClick={() => move(index, 1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
        </Group>
      );
    },
  };

  return (
    <Stack gap="md">
      <ListHeader
        team={team.name}
        primary={addAction}
        secondary={manageMeasurements ? [starterAction] : []}
      >
        <Text size="sm" c="dimmed" mt={4}>
          {poms ? t('pom.count', { count: poms.length }) : ' '}
        </Text>
        {found && (
          <Text size="sm" mt={4} role="status">
            {translateNodes(t, 'pom.found', {
              point: (
                <strong>
                  {found.code} {found.name}
                </strong>
              ),
            })}
          </Text>
        )}
        {foundId && poms && !found && (
          <Text size="sm" mt={4} role="status">
            {t('pom.notFound', { team: team.name })}
          </Text>
        )}
      </ListHeader>
      {query.isError && !poms ? (
        <QueryError title={t('pom.loadError')} query={query} />
      ) : (
        <DataTable
          label={t('pom.title')}
          columns={[
            codeColumn(tApp, foundId),
            ...columns(t, tApp),
            ...(manageMeasurements ? [orderColumn] : []),
          ]}
          titleColumn="name"
          rows={poms}
          rowKey={(pom) => pom._id}
          rowName={(pom) => `${pom.code} ${pom.name}`}
          actions={(pom) =>
            editDeleteActions({
              canEdit: pom.policies.edit,
              canDelete: pom.policies.delete,
              onEdit: () => setEditing({ pom }),
              onDelete: () => setDeleting(pom),
            })
          }
          isFetching={query.isFetching}
          minWidth={760}
          empty={
            <ListEmpty
              icon={<IconRuler2 size={28} />}
              title={t('pom.empty')}
              description={manageMeasurements ? t('pom.emptyManage') : t('pom.emptyRead')}
              actions={
                addAction && (
                  <>
                    <ActionButton action={starterAction} />
                    <ActionButton action={addAction} variant="default" />
                  </>
                )
              }
            />
          }
        />
      )}
      <PomFormModal
        team={team}
        opened={editing !== null}
        pom={editing?.pom ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteConfirm
        item={deleting}
        title={t('pom.deleteTitle')}
        confirmLabel={t('pom.delete')}
        onDelete={(pom) => deletePom.mutateAsync(pom._id)}
        loading={deletePom.isPending}
        onClose={() => setDeleting(null)}
      >
        {(pom) => (
          <>
            {translateNodes(t, 'pom.deleteText', {
              point: (
                <strong>
                  {pom.code} {pom.name}
                </strong>
              ),
              team: team.name,
            })}
          </>
        )}
      </DeleteConfirm>
    </Stack>
  );
}
