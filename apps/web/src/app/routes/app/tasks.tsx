import { displayName } from '@atelier/domain';
import type { Team } from '@atelier/domain';
import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { useProductsPage } from '../../../features/products/api/get-products';
import { TeamTasks } from '../../../features/tasks/components/team-tasks';
import { useTeamPeople } from '../../../features/teams/api/get-team-people';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { TeamScoped } from './team-scoped';

/**
 * The address keeps what a link should reopen: `?create=1` the create dialog, `?task=<id>` a
 * task's drawer (a notification's link), `?view=list` the list, `?show=all` everyone's tasks.
 */
const CREATE = 'create';
const TASK = 'task';
const VIEW = 'view';
const SHOW = 'show';

function useParam() {
  const [search, setSearch] = useSearchParams();
  const set = (name: string, value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return { search, set };
}

/** /Tasks: the selected team's tasks as a board or a list. */
export function TasksRoute() {
  useDocumentTitle('Tasks · Atelier');
  const { search, set } = useParam();
  return (
    <>
      <PageHeader
        title="Tasks"
        description="Who does what, by when: drag a card to move it on, or lift it with the space bar and move it with the arrow keys."
        actions={
          <>
            <Button
              component={Link}
              to={paths.globalTasks}
              variant="default"
              leftSection={<IconListCheck size={16} />}
            >
              All my tasks
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => set(CREATE, '1')}>
              Create Task
            </Button>
          </>
        }
      />
      <TeamScoped what="tasks">
        {(team) => (
          <TeamTasksOf
            key={team._id}
            team={team}
            view={search.get(VIEW) === 'list' ? 'list' : 'board'}
            onViewChange={(view) => set(VIEW, view === 'list' ? 'list' : null)}
            mine={search.get(SHOW) !== 'all'}
            onMineChange={(mine) => set(SHOW, mine ? null : 'all')}
            openTaskId={search.get(TASK)}
            onOpenTask={(taskId) => set(TASK, taskId)}
            isCreating={search.has(CREATE)}
            onCreate={() => set(CREATE, '1')}
            onCloseCreate={() => set(CREATE, null)}
          />
        )}
      </TeamScoped>
    </>
  );
}

type TeamTasksOfProps = Omit<Parameters<typeof TeamTasks>[0], 'people' | 'products' | 'userId'> & {
  team: Team;
};

/** The team's people (who may be assigned) and products (the user may view) for the dialogs. */
function TeamTasksOf(props: TeamTasksOfProps) {
  const { team } = props;
  const { user } = useSession();
  const members = useTeamPeople(team._id);
  const mayViewProducts = team.policies.canViewProducts;
  const products = useProductsPage(
    { teamId: team._id, page: 1, limit: 100, sortBy: 'name', orderBy: 'asc' },
    { enabled: mayViewProducts },
  );
  const people = (members.data ?? []).map((member) => ({
    value: member._id,
    label: displayName(member),
  }));
  const productOptions = mayViewProducts
    ? (products.data?.products ?? []).map((product) => ({
        value: product._id,
        label: product.name,
      }))
    : [];
  return (
    <TeamTasks {...props} userId={user?._id ?? ''} people={people} products={productOptions} />
  );
}
