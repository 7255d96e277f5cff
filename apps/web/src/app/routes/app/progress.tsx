import { PRODUCT_STAGE_LABELS, PRODUCT_STAGES, type ProductStage } from '@atelier/domain';
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

const isStage = (value: string | null): value is ProductStage =>
  (PRODUCT_STAGES as readonly (string | null)[]).includes(value);

/**
 * /Wall/Progress: the products by stage, of all my teams or of one (`?team=`); `?stage=` shows
 * that stage's column alone (where the dashboard's counts lead), until 'All stages'.
 */
export function ProgressRoute() {
  const [params, setParams] = useSearchParams();
  const teams = useTeams().data ?? [];
  const teamId = params.get('team') ?? undefined;
  const asked = params.get('stage');
  const stage = isStage(asked) ? asked : undefined;
  const choose = (team: string | undefined, only: ProductStage | undefined) =>
    setParams({ ...(team ? { team } : {}), ...(only ? { stage: only } : {}) }, { replace: true });
  const team = teams.find((candidate) => candidate._id === teamId) ?? null;
  useDocumentTitle(`${team ? `${team.name} progress` : 'Progress'} · Atelier`);
  return (
    <>
      <PageHeader
        title={`${team ? `${team.name} progress` : 'Progress'}${stage ? ` · ${PRODUCT_STAGE_LABELS[stage]}` : ''}`}
        description="Each design by its stage. Drag a card, or lift it with the space bar and move it with the arrow keys."
        actions={
          <>
            <TeamFilter teamId={teamId} onChange={(id) => choose(id ?? undefined, stage)} />
            {stage && (
              <Button variant="default" onClick={() => choose(teamId, undefined)}>
                All stages
              </Button>
            )}
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
      <ProgressBoard
        key={teamId ?? ALL_TEAMS}
        teamId={teamId}
        stages={stage ? [stage] : PRODUCT_STAGES}
      />
    </>
  );
}
