import { DragDropContext } from '@hello-pangea/dnd';
import { TASK_STATUS_LABELS, TASK_STATUSES } from '@atelier/domain';
import type { Task, TaskStatus } from '@atelier/domain';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { BoardCard } from '../../../components/board/board-card';
import { BoardColumn } from '../../../components/board/board-column';
import { useBoardMoves } from '../../../components/board/use-board-moves';
import { QueryError } from '../../../components/ui/query-error';
import { tasksQueryOptions } from '../api/get-tasks';
import { useMoveTask } from '../api/update-task';
import { Assignees, CommentCount, DueText, PriorityBadge } from './task-meta';
import classes from './task-board.module.css';

/** Cards per column; the list view pages through the rest. */
export const COLUMN_SIZE = 100;

interface TaskBoardProps {
  teamId: string;
  /** Only the tasks assigned to or made by the user. */
  mine: boolean;
  onOpen: (task: Task) => void;
  /** Add a task straight into a column; absent when the user may not add tasks. */
  onCreate?: ((status: TaskStatus) => void) | undefined;
}

/** One query per status, soonest due first. */
function useStatusColumns(teamId: string, mine: boolean) {
  const results = useQueries({
    queries: TASK_STATUSES.map((status) =>
      tasksQueryOptions({ teamId, status, mine, page: 1, limit: COLUMN_SIZE }),
    ),
  });
  return Object.fromEntries(TASK_STATUSES.map((status, index) => [status, results[index]!]));
}

function TaskCard({ task, index, onOpen }: { task: Task; index: number; onOpen: () => void }) {
  return (
    <BoardCard
      draggableId={task._id}
      index={index}
      locked={!task.policies.changeStatus}
      lockedLabel="You may not move this task"
      moveLabel={`Move ${task.title}`}
      gap={6}
      ariaLabel={task.title}
      title={
        <button type="button" className={classes.title} onClick={onOpen}>
          {task.title}
        </button>
      }
    >
      {task.product && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {task.product.name}
        </Text>
      )}
      <DueText task={task} />
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <PriorityBadge priority={task.priority} />
          <CommentCount count={task.commentCount} />
        </Group>
        <Assignees task={task} />
      </Group>
    </BoardCard>
  );
}

function AddToColumn({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={`Add a task to ${label}`} withinPortal>
      <ActionIcon variant="subtle" aria-label={`Add a task to ${label}`} onClick={onClick}>
        <IconPlus size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The team's tasks as a board by status. A card moves by drag and drop, or from the keyboard on
 * its grip (space to lift, arrows to move, space to drop); only the tasks the user may move (its
 * creator, assignees, the team owner) move, and the server checks that again.
 */
export function TaskBoard({ teamId, mine, onOpen, onCreate }: TaskBoardProps) {
  const columns = useStatusColumns(teamId, mine);
  const move = useMoveTask();
  const board = useBoardMoves({
    keys: TASK_STATUSES,
    loaded: (status) => ({
      items: columns[status]?.data?.tasks,
      total: columns[status]?.data?.total,
    }),
    columnOf: (task) => task.status,
    move: (taskId, status) => move.mutateAsync({ taskId, status }),
  });

  const failed = TASK_STATUSES.map((status) => columns[status]!).find((column) => column.isError);
  if (failed) {
    return <QueryError title="The tasks could not be loaded" query={failed} />;
  }

  return (
    <DragDropContext onDragEnd={board.onDragEnd}>
      <div className={classes.board}>
        {TASK_STATUSES.map((status) => {
          const { items, total, loading } = board.column(status);
          const label = TASK_STATUS_LABELS[status];
          return (
            <BoardColumn
              key={status}
              droppableId={status}
              titleId={`task-status-${status}`}
              title={label}
              total={total}
              countLabel={`${total} tasks`}
              action={onCreate && <AddToColumn label={label} onClick={() => onCreate(status)} />}
              loading={loading}
              skeletonHeight={88}
              dropHeight={96}
              isEmpty={items.length === 0}
              className={classes.column}
              footer={
                total > items.length && (
                  <Text size="xs" c="dimmed" ta="center">
                    Showing {items.length} of {total}: the list shows them all.
                  </Text>
                )
              }
            >
              {items.map((task, index) => (
                <TaskCard key={task._id} task={task} index={index} onOpen={() => onOpen(task)} />
              ))}
            </BoardColumn>
          );
        })}
      </div>
    </DragDropContext>
  );
}
