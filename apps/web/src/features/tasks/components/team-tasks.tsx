import { type Task, type TaskStatus, type Team } from '@atelier/domain';
import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import {
  IconChecklist,
  IconLayoutKanban,
  IconList,
  IconPlus,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ListEmpty } from '../../../components/list/list-empty';
import { QueryError } from '../../../components/ui/query-error';
import { useTasks } from '../api/get-tasks';
import { useLiveTasks } from '../hooks/use-live-tasks';
import { TaskBoard } from './task-board';
import { TaskDrawer } from './task-drawer';
import { TaskFormModal, type Option } from './task-form-modal';
import { TaskList } from './task-list';
import { DeleteTaskConfirm, PagedTasks, useTaskPages } from './paged-tasks';

export type TaskView = 'board' | 'list';

const VIEW_OPTIONS = [
  { value: 'board', label: <ViewLabel icon={IconLayoutKanban} text="Board" /> },
  { value: 'list', label: <ViewLabel icon={IconList} text="List" /> },
];

function ViewLabel({ icon: ViewIcon, text }: { icon: Icon; text: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <ViewIcon size={16} aria-hidden />
      <span>{text}</span>
    </Group>
  );
}

interface TeamTasksProps {
  team: Team;
  userId: string;
  /** The team's owner and active members. */
  people: Option[];
  /** The team's products the user may view. */
  products: Option[];
  view: TaskView;
  onViewChange: (view: TaskView) => void;
  /** Only tasks assigned to or made by the user. */
  mine: boolean;
  onMineChange: (mine: boolean) => void;
  /** The task open in the drawer (from the address, so a notification can open it). */
  openTaskId: string | null;
  onOpenTask: (taskId: string | null) => void;
  /** The create dialog is open. */
  isCreating: boolean;
  onCreate: () => void;
  onCloseCreate: () => void;
}

/** /Tasks: the selected team's tasks as a board or a list, with their dialogs and drawer. */
export function TeamTasks(props: TeamTasksProps) {
  const { team, userId, people, products, view, mine, isCreating } = props;
  useLiveTasks();
  const [editing, setEditing] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [createStatus, setCreateStatus] = useState<TaskStatus>('todo');
  const [opened, setOpened] = useState<Task | undefined>(undefined);

  const open = (task: Task) => {
    setOpened(task);
    props.onOpenTask(task._id);
  };
  const createIn = (status: TaskStatus) => {
    setCreateStatus(status);
    props.onCreate();
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Whose tasks"
          value={mine ? 'mine' : 'everyone'}
          onChange={(value) => props.onMineChange(value === 'mine')}
          data={[
            { value: 'mine', label: 'My tasks' },
            { value: 'everyone', label: 'Everyone’s' },
          ]}
        />
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(value) => props.onViewChange(value as TaskView)}
          data={VIEW_OPTIONS}
        />
      </Group>
      {view === 'board' ? (
        <TaskBoard teamId={team._id} mine={mine} onOpen={open} onCreate={createIn} />
      ) : (
        <TeamTaskList
          teamId={team._id}
          teamName={team.name}
          mine={mine}
          onOpen={open}
          onEdit={setEditing}
          onDelete={setDeleting}
          onCreate={() => createIn('todo')}
        />
      )}
      <TaskFormModal
        teamId={team._id}
        opened={isCreating || editing !== null}
        task={editing}
        people={people}
        products={products}
        defaults={{ status: createStatus, assigneeIds: [userId] }}
        onClose={() => {
          setEditing(null);
          setCreateStatus('todo');
          props.onCloseCreate();
        }}
      />
      <TaskDrawer
        taskId={props.openTaskId}
        initial={opened?._id === props.openTaskId ? opened : undefined}
        onClose={() => props.onOpenTask(null)}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      <DeleteTaskConfirm
        task={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(task) => {
          if (props.openTaskId === task._id) props.onOpenTask(null);
        }}
      />
    </Stack>
  );
}

interface TeamTaskListProps {
  teamId: string;
  teamName: string;
  mine: boolean;
  onOpen: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  onCreate: () => void;
}

function TeamTaskList({
  teamId,
  teamName,
  mine,
  onOpen,
  onEdit,
  onDelete,
  onCreate,
}: TeamTaskListProps) {
  const pages = useTaskPages();
  const { status, page, limit } = pages;
  const query = useTasks({ teamId, mine, page, limit, status: status ?? undefined });

  if (query.isError) {
    return <QueryError title="The tasks could not be loaded" query={query} />;
  }
  const filtered = status !== null;
  return (
    <Stack gap="md">
      <PagedTasks pages={pages} total={query.data?.total ?? 0}>
        <TaskList
          label={`Tasks of ${teamName}`}
          tasks={query.data?.tasks}
          isStale={query.isPlaceholderData}
          isFetching={query.isFetching}
          onOpen={onOpen}
          onEdit={onEdit}
          onDelete={onDelete}
          empty={
            <ListEmpty
              icon={<IconChecklist size={30} />}
              title={filtered ? 'No tasks with this status' : 'No tasks yet'}
              description={
                filtered
                  ? 'Choose another status to see more.'
                  : mine
                    ? 'Nothing is assigned to you or made by you here. Add a task, or look at everyone’s.'
                    : `Sample due, fit session, grading: give ${teamName}’s work an owner and a date.`
              }
              actions={
                filtered ? undefined : (
                  <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
                    Create Task
                  </Button>
                )
              }
            />
          }
        />
      </PagedTasks>
    </Stack>
  );
}
