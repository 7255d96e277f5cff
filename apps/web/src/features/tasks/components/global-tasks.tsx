import {
  TASK_DUE_FILTER_LABELS,
  TASK_DUE_FILTERS,
  type Task,
  type TaskDueFilter,
} from '@atelier/domain';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconChecklist, IconLayoutKanban } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ListEmpty } from '../../../components/list/list-empty';
import { QueryError } from '../../../components/ui/query-error';
import { weekAhead } from '../../../lib/date-picker';
import { setSelectedTeamId } from '../../../lib/selected-team';
import { useGlobalTasks } from '../api/get-global-tasks';
import { useLiveTasks } from '../hooks/use-live-tasks';
import { groupByTeam } from '../lib/due';
import { TaskDrawer } from './task-drawer';
import { DeleteTaskConfirm, PagedTasks, useTaskPages } from './paged-tasks';
import { TaskList } from './task-list';

const ANY = 'any';

interface GlobalTasksProps {
  /** Where a task opens on its team's board ('/Tasks?task=…'). */
  teamBoardUrl: (taskId: string) => string;
  /** The task open in the drawer (from the address, so a notification can open it). */
  openTaskId: string | null;
  onOpenTask: (taskId: string | null) => void;
}

/**
 * /Tasks/GlobalTask: every task assigned to the user in all their teams, grouped by team, with
 * filters by status and by when it is due (this week ends by the user's clock and first day).
 */
export function GlobalTasks({ teamBoardUrl, openTaskId, onOpenTask }: GlobalTasksProps) {
  useLiveTasks();
  const navigate = useNavigate();
  const pages = useTaskPages();
  const { status, page, limit } = pages;
  const [due, setDue] = useState<TaskDueFilter | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [opened, setOpened] = useState<Task | undefined>(undefined);
  // Asked once per filter change: the week's end moves only at midnight.
  const weekEnd = useMemo(() => weekAhead().end.toISOString(), []);
  const query = useGlobalTasks({
    page,
    limit,
    status: status ?? undefined,
    due: due ?? undefined,
    weekEnd,
  });
  const filtered = status !== null || due !== null;

  const open = (task: Task) => {
    setOpened(task);
    onOpenTask(task._id);
  };
  const openOnBoard = (task: Task) => {
    setSelectedTeamId(task.teamId);
    void navigate(teamBoardUrl(task._id));
  };

  return (
    <Stack gap="lg">
      <PagedTasks
        pages={pages}
        total={query.data?.total ?? 0}
        filters={
          <Select
            label="Due"
            data={[
              { value: ANY, label: 'Any time' },
              ...TASK_DUE_FILTERS.map((value) => ({ value, label: TASK_DUE_FILTER_LABELS[value] })),
            ]}
            value={due ?? ANY}
            onChange={(value) =>
              pages.refilter(setDue)(value && value !== ANY ? (value as TaskDueFilter) : null)
            }
            allowDeselect={false}
            w={{ base: 'calc(50% - 6px)', xs: 170 }}
          />
        }
      >
        {query.isError ? (
          <QueryError title="Your tasks could not be loaded" query={query} />
        ) : query.data && query.data.tasks.length === 0 ? (
          <ListEmpty
            icon={<IconChecklist size={30} />}
            title={filtered ? 'No tasks match these filters' : 'Nothing is assigned to you'}
            description={
              filtered
                ? 'Choose another status or due time to see more.'
                : 'When someone in one of your teams assigns you a task, it shows here with the others.'
            }
          />
        ) : !query.data ? (
          <TaskList label="Your tasks" tasks={undefined} empty={null} onOpen={open} />
        ) : (
          groupByTeam(query.data.tasks).map(({ team, tasks }) => (
            <Stack key={team._id} gap="sm" component="section" aria-labelledby={`team-${team._id}`}>
              <Group gap="xs" align="baseline">
                <Title order={2} fz="lg" id={`team-${team._id}`}>
                  {team.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {tasks.length} {tasks.length === 1 ? 'task' : 'tasks'}
                </Text>
              </Group>
              <TaskList
                label={`Your tasks in ${team.name}`}
                tasks={tasks}
                isStale={query.isPlaceholderData}
                isFetching={query.isFetching}
                empty={null}
                onOpen={open}
                onDelete={setDeleting}
              />
            </Stack>
          ))
        )}
      </PagedTasks>
      <TaskDrawer
        taskId={openTaskId}
        initial={opened?._id === openTaskId ? opened : undefined}
        onClose={() => onOpenTask(null)}
        onDelete={setDeleting}
        actions={(task) => (
          <Button
            variant="default"
            leftSection={<IconLayoutKanban size={16} />}
            onClick={() => openOnBoard(task)}
          >
            Open on {task.team.name}’s board
          </Button>
        )}
      />
      <DeleteTaskConfirm
        task={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(task) => {
          if (openTaskId === task._id) onOpenTask(null);
        }}
      />
    </Stack>
  );
}
