import { DragDropContext, Draggable, Droppable } from '@hello-pangea/dnd';
import type { DropResult } from '@hello-pangea/dnd';
import { TASK_STATUS_LABELS, TASK_STATUSES } from '@atelier/domain';
import type { Task, TaskStatus } from '@atelier/domain';
import {
  ActionIcon,
  Badge,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconGripVertical, IconLock, IconPlus } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '../../../components/ui/query-error';
import { runMutation } from '../../../lib/run-mutation';
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

function BoardCard({ task, index, onOpen }: { task: Task; index: number; onOpen: () => void }) {
  const locked = !task.policies.changeStatus;
  return (
    <Draggable draggableId={task._id} index={index} isDragDisabled={locked}>
      {(provided, snapshot) => (
        <Card
          ref={provided.innerRef}
          {...provided.draggableProps}
          withBorder
          padding="sm"
          className={classes.card}
          data-dragging={snapshot.isDragging || undefined}
          component="article"
          aria-label={task.title}
        >
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <button type="button" className={classes.title} onClick={onOpen}>
                {task.title}
              </button>
              {locked ? (
                <IconLock size={14} aria-label="You may not move this task" role="img" />
              ) : (
                // The handle alone lifts the card, so the title stays a plain button.
                <span
                  {...provided.dragHandleProps}
                  aria-label={`Move ${task.title}`}
                  className={classes.handle}
                >
                  <IconGripVertical size={16} aria-hidden />
                </span>
              )}
            </Group>
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
          </Stack>
        </Card>
      )}
    </Draggable>
  );
}

interface ColumnProps {
  status: TaskStatus;
  tasks: Task[];
  total: number;
  loading: boolean;
  onOpen: (task: Task) => void;
  onCreate?: ((status: TaskStatus) => void) | undefined;
}

function Column({ status, tasks, total, loading, onOpen, onCreate }: ColumnProps) {
  const titleId = `task-status-${status}`;
  const label = TASK_STATUS_LABELS[status];
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="sm"
      className={classes.column}
      aria-labelledby={titleId}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} size="h5" id={titleId}>
            {label}
          </Title>
          <Badge variant="light" color="gray" aria-label={`${total} tasks`}>
            {total}
          </Badge>
        </Group>
        {onCreate && (
          <Tooltip label={`Add a task to ${label}`} withinPortal>
            <ActionIcon
              variant="subtle"
              aria-label={`Add a task to ${label}`}
              onClick={() => onCreate(status)}
            >
              <IconPlus size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Droppable droppableId={status}>
        {(provided, snapshot) => (
          <Stack
            ref={provided.innerRef}
            {...provided.droppableProps}
            gap="xs"
            className={classes.drop}
            data-over={snapshot.isDraggingOver || undefined}
          >
            {loading
              ? [0, 1].map((row) => <Skeleton key={row} height={88} radius="md" />)
              : tasks.map((task, index) => (
                  <BoardCard key={task._id} task={task} index={index} onOpen={() => onOpen(task)} />
                ))}
            {provided.placeholder}
            {!loading && tasks.length === 0 && (
              <Text size="sm" c="dimmed" ta="center" py="md">
                Nothing here yet
              </Text>
            )}
            {!loading && total > tasks.length && (
              <Text size="xs" c="dimmed" ta="center">
                Showing {tasks.length} of {total}: the list shows them all.
              </Text>
            )}
          </Stack>
        )}
      </Droppable>
    </Paper>
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
  // Where a card was dropped, until the server's answer arrives.
  const [moved, setMoved] = useState<Record<string, TaskStatus>>({});

  const failed = TASK_STATUSES.map((status) => columns[status]!).find((column) => column.isError);
  if (failed) {
    return (
      <QueryError
        title="The tasks could not be loaded"
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  }

  const everything = TASK_STATUSES.flatMap((status) => columns[status]?.data?.tasks ?? []);
  const inStatus = (status: TaskStatus) =>
    everything.filter((task) => (moved[task._id] ?? task.status) === status);

  const onDragEnd = async ({ draggableId, source, destination }: DropResult) => {
    if (!destination || destination.droppableId === source.droppableId) return;
    const status = destination.droppableId as TaskStatus;
    setMoved((current) => ({ ...current, [draggableId]: status }));
    await runMutation(() => move.mutateAsync({ taskId: draggableId, status }));
    setMoved(({ [draggableId]: _done, ...rest }) => rest);
  };

  return (
    <DragDropContext onDragEnd={(result) => void onDragEnd(result)}>
      <div className={classes.board}>
        {TASK_STATUSES.map((status) => {
          const column = columns[status]!;
          const tasks = inStatus(status);
          const shift = tasks.length - (column.data?.tasks.length ?? 0);
          return (
            <Column
              key={status}
              status={status}
              tasks={tasks}
              total={(column.data?.total ?? 0) + shift}
              loading={!column.data}
              onOpen={onOpen}
              onCreate={onCreate}
            />
          );
        })}
      </div>
    </DragDropContext>
  );
}
