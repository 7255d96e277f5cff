import type { Task } from '@atelier/domain';
import { Text, UnstyledButton } from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../../components/list/data-table';
import type { RowAction } from '../../../components/list/row-actions';
import { Assignees, DueText, PriorityBadge, StatusBadge } from './task-meta';

interface TaskListProps {
  /** The table's name for assistive technology. */
  label: string;
  /** undefined while the first page loads. */
  tasks: readonly Task[] | undefined;
  isStale?: boolean;
  isFetching?: boolean;
  empty: ReactNode;
  /** Show the team of each task (the cross-team list). */
  withTeam?: boolean;
  onOpen: (task: Task) => void;
  onEdit?: (task: Task) => void;
  onDelete?: (task: Task) => void;
}

/** Tasks as a table on wide screens and as cards on a phone, each opening its detail. */
export function TaskList({
  label,
  tasks,
  isStale,
  isFetching,
  empty,
  withTeam = false,
  onOpen,
  onEdit,
  onDelete,
}: TaskListProps) {
  const columns: DataColumn<Task>[] = [
    {
      key: 'title',
      header: 'Task',
      render: (task) => (
        <UnstyledButton onClick={() => onOpen(task)} fw={600} fz="sm" td="underline">
          {task.title}
        </UnstyledButton>
      ),
    },
    { key: 'status', header: 'Status', render: (task) => <StatusBadge status={task.status} /> },
    {
      key: 'priority',
      header: 'Priority',
      render: (task) => <PriorityBadge priority={task.priority} />,
    },
    { key: 'due', header: 'Due', render: (task) => <DueText task={task} /> },
    { key: 'assignees', header: 'Assignees', render: (task) => <Assignees task={task} /> },
    ...(withTeam
      ? [{ key: 'team', header: 'Team', render: (task: Task) => task.team.name }]
      : [
          {
            key: 'product',
            header: 'Product',
            render: (task: Task) =>
              task.product ? (
                task.product.name
              ) : (
                <Text size="sm" c="dimmed">
                  —
                </Text>
              ),
          },
        ]),
  ];
  const actions = (task: Task): RowAction[] => [
    { key: 'open', label: 'Open', icon: IconEye, onClick: () => onOpen(task) },
    ...(onEdit && task.policies.edit
      ? [{ key: 'edit', label: 'Edit', icon: IconEdit, onClick: () => onEdit(task) }]
      : []),
    ...(onDelete && task.policies.delete
      ? [
          {
            key: 'delete',
            label: 'Delete',
            icon: IconTrash,
            onClick: () => onDelete(task),
            danger: true,
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={tasks}
      rowKey={(task) => task._id}
      rowName={(task) => task.title}
      titleColumn="title"
      actions={actions}
      actionsAsMenu
      empty={empty}
      isStale={isStale ?? false}
      isFetching={isFetching ?? false}
      minWidth={760}
    />
  );
}
