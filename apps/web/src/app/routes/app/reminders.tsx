import type { Team } from '@atelier/domain';
import { Button, Group } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarMonth, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { useProductsPage } from '../../../features/products/api/get-products';
import { ReminderList } from '../../../features/reminders/components/reminder-list';
import { paths } from '../../../lib/paths';
import { TeamScoped } from './team-scoped';

/** `?create=1` (the Create menu's 'Create Reminder') opens the create dialog. */
const CREATE = 'create';

/** /wall/reminders: the selected team's reminders, and the way to add one. */
export function RemindersRoute() {
  useDocumentTitle('Reminders · Atelier');
  const [search, setSearch] = useSearchParams();
  const isCreating = search.has(CREATE);
  const setCreating = (open: boolean) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(CREATE, '1');
        else next.delete(CREATE);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader
        title="Reminders"
        description="Sample due, fit session, factory cut-off: yours and your team's, by date."
        actions={
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.calendar}
              variant="default"
              leftSection={<IconCalendarMonth size={16} />}
            >
              Calendar
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              Create Reminder
            </Button>
          </Group>
        }
      />
      <TeamScoped what="reminders">
        {(team) => (
          <TeamReminders
            key={team._id}
            team={team}
            isCreating={isCreating}
            setCreating={setCreating}
          />
        )}
      </TeamScoped>
    </>
  );
}

interface TeamRemindersProps {
  team: Team;
  isCreating: boolean;
  setCreating: (open: boolean) => void;
}

function TeamReminders({ team, isCreating, setCreating }: TeamRemindersProps) {
  // A reminder may point at a product of the team the user may view.
  const mayViewProducts = team.policies.canViewProducts;
  const products = useProductsPage(
    { teamId: team._id, page: 1, limit: 100, sortBy: 'name', orderBy: 'asc' },
    { enabled: mayViewProducts },
  );
  const options = mayViewProducts
    ? (products.data?.products ?? []).map((product) => ({
        value: product._id,
        label: product.name,
      }))
    : [];
  return (
    <ReminderList
      team={team}
      products={options}
      isCreating={isCreating}
      onCreate={() => setCreating(true)}
      onCloseCreate={() => setCreating(false)}
    />
  );
}
