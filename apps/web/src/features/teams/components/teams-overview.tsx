import type { Team } from '@atelier/domain';
import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useSelectedTeamId } from '../../../lib/selected-team';
import { NoTeamPrompt } from './no-team-prompt';
import { TeamCard } from './team-card';
import { TeamsState } from './teams-state';

function TeamCardSkeleton() {
  return (
    <Card withBorder padding="lg" aria-hidden>
      <Stack gap="sm">
        <Skeleton height={22} width="60%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="80%" />
        <Skeleton height={32} width={120} circle={false} radius="xl" mt="sm" />
      </Stack>
    </Card>
  );
}

/** /teams: the user's teams as cards, with loading, empty and error states. */
export function TeamsOverview() {
  return (
    <TeamsState
      loading={
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          role="status"
          aria-label="Loading teams"
        >
          <TeamCardSkeleton />
          <TeamCardSkeleton />
          <TeamCardSkeleton />
        </SimpleGrid>
      }
    >
      {(teams) => <TeamCards teams={teams} />}
    </TeamsState>
  );
}

function TeamCards({ teams }: { teams: Team[] }) {
  const selectedTeamId = useSelectedTeamId();
  if (teams.length === 0) {
    return (
      <NoTeamPrompt description="Create a team for your studio, then invite the people you design with. Invitations you accept will appear here too." />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {teams.map((team) => (
        <TeamCard
          key={team._id}
          team={team}
          teams={teams}
          isSelected={team._id === selectedTeamId}
        />
      ))}
    </SimpleGrid>
  );
}
