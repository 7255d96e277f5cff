import { Anchor, Group } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { TeamPage } from '../../../features/teams/components/team-page';
import { readTeamRouteState } from '../../../features/teams/lib/team-route-state';
import { paths } from '../../../lib/paths';

/** /teamusers/{id}: route state from /teams shows at once; the API is asked either way. */
export function TeamUsersRoute() {
  const { teamId = '' } = useParams();
  const location = useLocation();
  const routeState = readTeamRouteState(location.state, teamId);
  useDocumentTitle(`${routeState.team?.name ?? 'Team'} · Atelier`);

  return (
    <>
      <Anchor component={Link} to={paths.teams} size="sm" c="dimmed" mb="sm" display="block">
        <Group gap={4}>
          <IconChevronLeft size={16} />
          Teams
        </Group>
      </Anchor>
      {/* Keyed by team: switching teams starts a fresh page (modals closed, tabs reset). */}
      <TeamPage key={teamId} teamId={teamId} routeState={routeState} />
    </>
  );
}
