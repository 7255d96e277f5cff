import type { Team } from '@atelier/domain';
import { Button, Card, EmptyState, Group, Skeleton, Stack } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/ui/query-error';
import { useTeams } from '../../../features/teams/api/get-teams';
import { TeamSwitcher } from '../../../features/teams/components/team-switcher';
import { useSelectedTeam } from '../../../features/teams/hooks/use-selected-team';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** What a team keeps, each worded by the catalogue as its languages' sentences need it. */
export type TeamScopedWhat =
  | 'colours'
  | 'seasons'
  | 'designmate'
  | 'pointsOfMeasure'
  | 'tags'
  | 'samples'
  | 'tasks'
  | 'categories'
  | 'messages'
  | 'calendar'
  | 'materials'
  | 'reminders';

interface TeamScopedProps {
  /** What belongs to the team ('categories'). */
  what: TeamScopedWhat;
  children: (team: Team) => ReactNode;
}

/**
 * Catalogues and colours belong to a team: the page shows those of the team chosen in the header
 * (with its policies), or asks to choose one first.
 */
export function TeamScoped({ what, children }: TeamScopedProps) {
  const t = useT();
  const teamsQuery = useTeams();
  const { selectedTeam, teams, isLoading } = useSelectedTeam();

  if (isLoading) {
    return (
      <Stack gap="md" role="status" aria-label={t('teamScoped.loading')}>
        <Skeleton height={36} width={260} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (teamsQuery.isError) {
    return <QueryError title={t('teamScoped.loadFailed')} query={teamsQuery} />;
  }
  if (selectedTeam) return <>{children(selectedTeam)}</>;

  const hasTeams = teams.length > 0;
  const kept = t(`teamScoped.what.${what}`);
  return (
    <Card withBorder padding="xl">
      <EmptyState
        variant="light"
        icon={<IconUsersGroup size={30} />}
        title={hasTeams ? t('teamScoped.choose') : t('teamScoped.none')}
        description={
          hasTeams
            ? t('teamScoped.chooseHint', { what: kept })
            : t('teamScoped.noneHint', { what: kept })
        }
      >
        <EmptyState.Actions>
          <Group justify="center" gap="sm">
            {hasTeams ? (
              <TeamSwitcher />
            ) : (
              <Button component={Link} to={paths.createTeam} leftSection={<IconPlus size={16} />}>
                {t('create.team')}
              </Button>
            )}
            <Button component={Link} to={paths.teams} variant="default">
              {t('teamScoped.goToTeams')}
            </Button>
          </Group>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
