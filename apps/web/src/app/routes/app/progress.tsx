import { PRODUCT_STAGES, type ProductStage } from '@atelier/domain';
import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLayoutGrid } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { ProgressBoard } from '../../../features/products/components/progress-board';
import { TeamFilter } from '../../../features/teams/components/team-filter';
import { useTeams } from '../../../features/teams/api/get-teams';
import { wallUrl } from '../../../lib/paths';
import { useT } from '../../../lib/i18n';
import { useProductT } from '../../../features/products/i18n';

const ALL_TEAMS = 'all';

const isStage = (value: string | null): value is ProductStage =>
  (PRODUCT_STAGES as readonly (string | null)[]).includes(value);

/**
 * /Wall/Progress: the products by stage, of all my teams or of one (`?team=`); `?stage=` shows
 * that stage's column alone (where the dashboard's counts lead), until 'All stages'.
 */
export function ProgressRoute() {
  const [params, setParams] = useSearchParams();
  const t = useT();
  const pt = useProductT();
  const teams = useTeams().data ?? [];
  const teamId = params.get('team') ?? undefined;
  const asked = params.get('stage');
  const stage = isStage(asked) ? asked : undefined;
  const choose = (team: string | undefined, only: ProductStage | undefined) =>
    setParams({ ...(team ? { team } : {}), ...(only ? { stage: only } : {}) }, { replace: true });
  const team = teams.find((candidate) => candidate._id === teamId) ?? null;
  const heading = team ? pt('progress.teamTitle', { team: team.name }) : pt('progress.title');
  useDocumentTitle(`${heading} · Atelier`);
  return (
    <>
      <PageHeader
        title={`${heading}${stage ? ` · ${t(`stage.${stage}`)}` : ''}`}
        description={pt('progress.description')}
        actions={
          <>
            <TeamFilter teamId={teamId} onChange={(id) => choose(id ?? undefined, stage)} />
            {stage && (
              <Button variant="default" onClick={() => choose(teamId, undefined)}>
                {pt('progress.allStages')}
              </Button>
            )}
            <Button
              component={Link}
              to={wallUrl(teamId)}
              variant="default"
              leftSection={<IconLayoutGrid size={16} />}
            >
              {t('nav.wall')}
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
