import { MATERIALS_LIST_MAX, type Material, type MaterialKind, type Team } from '@atelier/domain';
import { Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBox, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { SearchField } from '../../../components/form/search-field';
import { DataTable, type DataColumn } from '../../../components/list/data-table';
import { DeleteConfirm } from '../../../components/list/delete-confirm';
import { ListEmpty, NoMatches } from '../../../components/list/list-empty';
import { ActionButton, ListHeader } from '../../../components/list/list-header';
import { editDeleteActions } from '../../../components/list/row-actions';
import { MediaImage } from '../../../components/ui/media-image';
import { QueryError } from '../../../components/ui/query-error';
import { useFormat, type Formatter } from '../../../lib/format';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/list-state';
import { usePolicy } from '../../../lib/policy';
import { useDeleteMaterial } from '../api/delete-material';
import { useMaterials } from '../api/get-materials';
import { KIND_TEXT } from '../lib/kinds';
import { formatUnitPrice } from '../lib/price';
import { MaterialFormModal } from './material-form-modal';

const dash = (
  <Text size="sm" c="dimmed" aria-label="Not set">
    —
  </Text>
);

const plain = (value: string) => (value ? <Text size="sm">{value}</Text> : dash);

function columnsOf(format: Formatter): DataColumn<Material>[] {
  return [
    {
      key: 'image',
      header: 'Image',
      hideHeader: true,
      leading: true,
      width: 72,
      render: (material) => (
        <MediaImage media={material.image} alt={`Image of ${material.name}`} w={44} h={44} />
      ),
    },
    {
      key: 'name',
      header: 'Name',
      render: (material) => (
        <Stack gap={0} miw={120}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'break-word' }}>
            {material.name}
          </Text>
          {material.description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {material.description}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'code', header: 'Code', width: 120, render: (material) => plain(material.code) },
    { key: 'supplier', header: 'Supplier', render: (material) => plain(material.supplier) },
    {
      key: 'unit',
      header: 'Unit',
      width: 80,
      render: (material) => <Text size="sm">{material.unit}</Text>,
    },
    {
      key: 'price',
      header: 'Price',
      width: 150,
      render: (material) => {
        const price = formatUnitPrice(material, format);
        if (price === null) return dash;
        return (
          <Group gap={4} wrap="nowrap" align="baseline">
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {price}
            </Text>
            <Text size="xs" c="dimmed">
              / {material.unit}
            </Text>
          </Group>
        );
      },
    },
  ];
}

/**
 * One kind of the team's materials library (trims, labels…): searched on the server, added and
 * edited in a dialog, deleted after confirming. Which actions show is the server's answer: the
 * team's `manageCatalogue` policy for adding, each material's own policies for editing and
 * deleting.
 */
export function MaterialLibrary({ team, kind }: { team: Team; kind: MaterialKind }) {
  const text = KIND_TEXT[kind];
  const format = useFormat();
  const { manageCatalogue } = usePolicy(team);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useMaterials(team._id, { kind, q });
  const materials = query.data;
  const deleteMaterial = useDeleteMaterial();
  const [editing, setEditing] = useState<{ material: Material | null } | null>(null);
  const [deleting, setDeleting] = useState<Material | null>(null);

  const addAction = manageCatalogue && {
    label: `Add ${text.singular}`,
    icon: IconPlus,
    onClick: () => setEditing({ material: null }),
  };

  return (
    <Stack gap="md">
      <ListHeader team={team.name} primary={addAction}>
        <Text size="sm" c="dimmed" mt={4}>
          {text.purpose}
        </Text>
      </ListHeader>
      <SearchField
        label={`Search ${text.plural}`}
        placeholder="Name, code or supplier"
        value={search}
        onChange={setSearch}
        maw={360}
      />
      {query.isError && !materials ? (
        <QueryError title={`The ${text.plural} could not be loaded`} query={query} />
      ) : (
        <DataTable
          label={capitalise(text.plural)}
          columns={columnsOf(format)}
          titleColumn="name"
          rows={materials}
          rowKey={(material) => material._id}
          rowName={(material) => material.name}
          actions={(material) =>
            editDeleteActions({
              canEdit: material.policies.edit,
              canDelete: material.policies.delete,
              onEdit: () => setEditing({ material }),
              onDelete: () => setDeleting(material),
            })
          }
          isStale={query.isPlaceholderData}
          isFetching={query.isFetching}
          minWidth={820}
          empty={
            q ? (
              <NoMatches noun={text.plural} search={q} onClear={() => setSearch('')} />
            ) : (
              <ListEmpty
                icon={<IconBox size={28} />}
                title={`No ${text.plural} yet`}
                description={
                  manageCatalogue
                    ? text.purpose
                    : `${text.purpose} Members who may add products can add them.`
                }
                actions={addAction && <ActionButton action={addAction} />}
              />
            )
          }
        />
      )}
      {materials && materials.length >= MATERIALS_LIST_MAX && (
        <Text size="sm" c="dimmed" role="status">
          Showing the first {format.formatNumber(MATERIALS_LIST_MAX)} {text.plural}: search to find
          the others.
        </Text>
      )}
      <MaterialFormModal
        team={team}
        kind={kind}
        opened={editing !== null}
        material={editing?.material ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteConfirm
        item={deleting}
        title={`Delete ${text.singular}?`}
        confirmLabel={`Delete ${text.singular}`}
        onDelete={(material) => deleteMaterial.mutateAsync(material._id)}
        loading={deleteMaterial.isPending}
        onClose={() => setDeleting(null)}
      >
        {(material) => (
          <>
            <strong>{material.name}</strong> will be deleted for everyone in {team.name}
            {material.image ? ', with its image.' : '.'}
          </>
        )}
      </DeleteConfirm>
    </Stack>
  );
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
