import type { PageSize, Task, TaskStatus } from '@atelier/domain';
import { Group, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { DeleteConfirm } from '../../../components/list/delete-confirm';
import { ListFooter } from '../../../components/list/list-footer';
import { PageSizeSelect } from '../../../components/list/page-size-select';
import { useFormat } from '../../../lib/format';
import { useDeleteTask } from '../api/delete-task';
import { TaskStatusFilter } from './task-status-filter';

/** A task list's page, page size and status filter; a new filter starts again at page one. */
export function useTaskPages() {
  const { settings } = useFormat();
  const [status, setStatus] = useState<TaskStatus | null>(null);
  const [page, setPage] = useState(1);
  const [chosenLimit, setLimit] = useState<PageSize | null>(null);
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return {
    status,
    setStatus: refilter(setStatus),
    page,
    setPage,
    limit: chosenLimit ?? settings.pageSize,
    setLimit: refilter(setLimit),
    refilter,
  };
}

interface PagedTasksProps {
  pages: ReturnType<typeof useTaskPages>;
  total: number;
  /** Filters between the status and the page size. */
  filters?: ReactNode;
  children: ReactNode;
}

/** The filters above a list of tasks and the pages below it; the global and team lists share it. */
export function PagedTasks({ pages, total, filters, children }: PagedTasksProps) {
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TaskStatusFilter value={pages.status} onChange={pages.setStatus} />
        {filters}
        <PageSizeSelect value={pages.limit} onChange={pages.setLimit} />
      </Group>
      {children}
      <ListFooter
        page={pages.page}
        limit={pages.limit}
        total={total}
        noun="tasks"
        onPageChange={pages.setPage}
      />
    </>
  );
}

interface DeleteTaskConfirmProps {
  task: Task | null;
  onClose: () => void;
  /** After the task is gone, e.g. to close its drawer. */
  onDeleted: (task: Task) => void;
}

/** Asks before a task and its comments are deleted. */
export function DeleteTaskConfirm({ task, onClose, onDeleted }: DeleteTaskConfirmProps) {
  const deleteTask = useDeleteTask();
  return (
    <DeleteConfirm
      item={task}
      title="Delete task"
      confirmLabel="Delete task"
      loading={deleteTask.isPending}
      onDelete={async (deleted) => {
        const result = await deleteTask.mutateAsync(deleted._id);
        onDeleted(deleted);
        return result;
      }}
      onClose={onClose}
    >
      {(deleted) => (
        <Text>
          Delete the task “{deleted.title}” and its comments? Its assignees will no longer see it.
        </Text>
      )}
    </DeleteConfirm>
  );
}
