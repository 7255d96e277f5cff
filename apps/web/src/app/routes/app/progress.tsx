import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLayoutGrid } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { ProgressBoard } from '../../../features/products/components/progress-board';
import { TeamFilter } from '../../../features/teams/components/team-filter';
import { useTeams } from '../../../features/teams/api/get-teams';
import { wallUrl } from '../../../lib/paths';

const ALL_TEAMS = 'all';

/** /Wall/Progress: the products by stage, of all my teams or of one (`?team=`). */
export function ProgressRoute() {
  const [params, setParams] = useSearchParams();
  const teams = useTeams().data ?? [];
  const teamId = params.get('team') ?? undefined;
  const team = teams.find((candidate) => candidate._id === teamId) ?? null;
  useDocumentTitle(`${team ? `${team.name} progress` : 'Progress'} · Atelier`);
  return (
    <>
      <PageHeader
        title={team ? `${team.name} progress` : 'Progress'}
        description="Each design by its stage. Drag a card, or lift it with the space bar and move it with the arrow keys."
        actions={
          <>
            <TeamFilter
              teamId={teamId}
              onChange={(id) => setParams(id ? { team: id } : {}, { replace: true })}
            />
            <Button
              component={Link}
              to={wallUrl(teamId)}
              variant="default"
              leftSection={<IconLayoutGrid size={16} />}
            >
              Wall
            </Button>
          </>
        }
      />
      <ProgressBoard key={teamId ?? ALL_TEAMS} teamId={teamId} />
    </>
  );
}
