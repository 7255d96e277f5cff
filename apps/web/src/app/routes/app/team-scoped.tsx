import type { Team } from '@atelier/domain';
import { Button, Card, EmptyState, Group, Skeleton, Stack } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/ui/query-error';
import { useTeams } from '../../../features/teams/api/get-teams';
import { TeamSwitcher } from '../../../features/teams/components/team-switcher';
import { useSelectedTeam } from '../../../features/teams/hooks/use-selected-team';
import { paths } from '../../../lib/paths';

interface TeamScopedProps {
  /** What belongs to the team, plural and lower case ("categories"). */
  what: string;
  children: (team: Team) => ReactNode;
}

/**
 * Catalogues and colours belong to a team: the page shows those of the team chosen in the header
 * (with its policies), or asks to choose one first.
 */
export function TeamScoped({ what, children }: TeamScopedProps) {
  const teamsQuery = useTeams();
  const { selectedTeam, teams, isLoading } = useSelectedTeam();

  if (isLoading) {
    return (
      <Stack gap="md" role="status" aria-label="Loading your teams">
        <Skeleton height={36} width={260} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (teamsQuery.isError) {
    return <QueryError title="Your teams could not be loaded" query={teamsQuery} />;
  }
  if (selectedTeam) return <>{children(selectedTeam)}</>;

  const hasTeams = teams.length > 0;
  return (
    <Card withBorder padding="xl">
      <EmptyState
        variant="light"
        icon={<IconUsersGroup size={30} />}
        title={hasTeams ? 'Choose a team' : 'You are not in a team yet'}
        description={
          hasTeams
            ? `Each team keeps its own ${what}. Choose the team you are working in to see them.`
            : `Each team keeps its own ${what}. Create a team, or join one, to start.`
        }
      >
        <EmptyState.Actions>
          <Group justify="center" gap="sm">
            {hasTeams ? (
              <TeamSwitcher />
            ) : (
              <Button component={Link} to={paths.createTeam} leftSection={<IconPlus size={16} />}>
                Create Team
              </Button>
            )}
            <Button component={Link} to={paths.teams} variant="default">
              Go to Teams
            </Button>
          </Group>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
