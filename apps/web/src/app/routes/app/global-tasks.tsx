import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLayoutKanban } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { GlobalTasks } from '../../../features/tasks/components/global-tasks';
import { paths, taskUrl } from '../../../lib/paths';

const TASK = 'task';

/** /Tasks/GlobalTask: every task assigned to the user across their teams. */
export function GlobalTasksRoute() {
  useDocumentTitle('All my tasks · Atelier');
  const [search, setSearch] = useSearchParams();
  return (
    <>
      <PageHeader
        title="All my tasks"
        description="Everything assigned to you, in every team, by when it is due."
        actions={
          <Button
            component={Link}
            to={paths.tasks}
            variant="default"
            leftSection={<IconLayoutKanban size={16} />}
          >
            Task board
          </Button>
        }
      />
      <GlobalTasks
        teamBoardUrl={(taskId) => taskUrl(taskId)}
        openTaskId={search.get(TASK)}
        onOpenTask={(taskId) =>
          setSearch(
            (current) => {
              const next = new URLSearchParams(current);
              if (taskId) next.set(TASK, taskId);
              else next.delete(TASK);
              return next;
            },
            { replace: true },
          )
        }
      />
    </>
  );
}
