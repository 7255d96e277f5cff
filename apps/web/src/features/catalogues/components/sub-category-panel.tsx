import type { Category, SubCategory, Team } from '@atelier/domain';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteConfirm } from '../../../components/list/delete-confirm';
import { ListFooter } from '../../../components/list/list-footer';
import { editDeleteActions, RowActions } from '../../../components/list/row-actions';
import { QueryError } from '../../../components/ui/query-error';
import { useDeleteEntry } from '../api/delete-entry';
import { useEntries } from '../api/get-entries';
import { SubCategoryModal } from './sub-category-modal';

const LIMIT = 100;

/** A category's sub-categories, opened under its row: list, add, edit and delete. */
export function SubCategoryPanel({ category, team }: { category: Category; team: Team }) {
  const [page, setPage] = useState(1);
  const query = useEntries('subCategory', {
    teamId: team._id,
    categoryId: category._id,
    page,
    limit: LIMIT,
    search: '',
    sortBy: 'name',
    orderBy: 'asc',
  });
  const deleteEntry = useDeleteEntry('subCategory');
  const [editing, setEditing] = useState<{ subCategory: SubCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<SubCategory | null>(null);
  // Adding a sub-category is changing its category.
  const canAdd = category.policies.update;

  return (
    <Stack
      gap="xs"
      py="sm"
      pr="md"
      pl={{ base: 'md', sm: 64 }}
      role="region"
      aria-label={`Sub-categories of ${category.name}`}
    >
      {query.isError && !query.data ? (
        <QueryError title="The sub-categories could not be loaded" query={query} />
      ) : !query.data ? (
        <Stack gap={8} role="status" aria-label="Loading sub-categories">
          <Skeleton height={12} width="40%" />
          <Skeleton height={12} width="30%" />
        </Stack>
      ) : query.data.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sub-categories in {category.name} yet.
        </Text>
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {query.data.entries.map((subCategory) => (
            <Group
              key={subCategory._id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              py={4}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Text size="sm" style={{ overflowWrap: 'break-word', minWidth: 0 }}>
                {subCategory.name}
              </Text>
              <RowActions
                name={subCategory.name}
                actions={editDeleteActions({
                  canEdit: subCategory.policies.update,
                  canDelete: subCategory.policies.delete,
                  onEdit: () => setEditing({ subCategory }),
                  onDelete: () => setDeleting(subCategory),
                })}
              />
            </Group>
          ))}
        </Stack>
      )}
      {query.data && query.data.total > LIMIT && (
        <ListFooter
          page={page}
          limit={LIMIT}
          total={query.data.total}
          noun="sub-categories"
          onPageChange={setPage}
        />
      )}
      {canAdd && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing({ subCategory: null })}
          >
            Add sub-category
          </Button>
        </Group>
      )}
      <SubCategoryModal
        team={team}
        opened={editing !== null}
        category={category}
        subCategory={editing?.subCategory ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteConfirm
        item={deleting}
        title="Delete sub-category?"
        confirmLabel="Delete sub-category"
        onDelete={(subCategory) => deleteEntry.mutateAsync(subCategory._id)}
        loading={deleteEntry.isPending}
        onClose={() => setDeleting(null)}
      >
        {(subCategory) => (
          <>
            <strong>{subCategory.name}</strong> will be deleted from {category.name} for everyone in{' '}
            {team.name}.
          </>
        )}
      </DeleteConfirm>
    </Stack>
  );
}
