import { displayName } from '@atelier/domain';
import type { Team } from '@atelier/domain';
import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlarm } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { TeamCalendar } from '../../../features/calendar/components/team-calendar';
import { useTeamPeople } from '../../../features/teams/api/get-team-people';
import { paths } from '../../../lib/paths';
import { TeamScoped } from './team-scoped';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /calendar (beyond SPEC §2; docs/decisions.md): the selected team's deadlines, reminders and
 * events by month, week or agenda. `?date=YYYY-MM-DD` opens on that day and `?event=id` opens the
 * event (where a new event's notice leads).
 */
export function CalendarRoute() {
  useDocumentTitle('Calendar · Atelier');
  const [search] = useSearchParams();
  const date = search.get('date');
  const eventId = search.get('event');
  return (
    <>
      <PageHeader
        title="Calendar"
        description="The season at a glance: deadlines, reminders and events of your team."
        actions={
          <Button
            component={Link}
            to={paths.reminders}
            variant="default"
            leftSection={<IconAlarm size={16} />}
          >
            Reminders
          </Button>
        }
      />
      <TeamScoped what="calendar">
        {(team) => (
          <CalendarOfTeam
            key={team._id}
            team={team}
            initialDate={date && DATE.test(date) ? date : undefined}
            initialEventId={eventId ?? undefined}
          />
        )}
      </TeamScoped>
    </>
  );
}

interface CalendarOfTeamProps {
  team: Team;
  initialDate: string | undefined;
  initialEventId: string | undefined;
}

function CalendarOfTeam({ team, initialDate, initialEventId }: CalendarOfTeamProps) {
  // Attendees are the team's people who see its calendar: the owner and active members.
  const members = useTeamPeople(team._id);
  const people = useMemo(
    () =>
      (members.data ?? []).map((member) => ({
        value: member._id,
        label: displayName(member),
      })),
    [members.data],
  );
  return (
    <TeamCalendar
      team={team}
      people={people}
      initialDate={initialDate}
      initialEventId={initialEventId}
    />
  );
}
