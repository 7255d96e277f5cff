import { isRecordId, type Team } from '@atelier/domain';
import { Box, Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFileTypePdf, IconPlus, IconTable } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { AnnouncementBanner } from '../../../features/announcements/components/announcement-banner';
import { LineSheetModal } from '../../../features/linesheets/components/line-sheet-modal';
import { ProductWall } from '../../../features/products/components/product-wall';
import { useWallParams } from '../../../features/products/hooks/use-wall-params';
import { filtersFromParams, hasFilters } from '../../../features/products/lib/wall-filters';
import { useTeams } from '../../../features/teams/api/get-teams';
import { TeamFilter } from '../../../features/teams/components/team-filter';
import { useSelectedTeam } from '../../../features/teams/hooks/use-selected-team';
import { useT } from '../../../lib/i18n';
import { paths, wallUrl } from '../../../lib/paths';
import { hasChosenTeam, setSelectedTeamId } from '../../../lib/selected-team';
import { NotFoundRoute } from '../not-found';
import { useWallCatalogues } from './product-catalogues';

const ALL_TEAMS = 'all';

/**
 * /Wall (all the user's teams), /Wall/{teamId} (one team) and /Wall/{season}/{deadline}/{tag}/
 * {category}/{fabric} (all teams, filtered); /wall with state 'createProduct' creates.
 */
export function WallRoute() {
  const { id: teamId, season } = useParams();
  const location = useLocation();
  const { selectedTeamId } = useSelectedTeam();
  // /Wall/{anything but a team id} is an address no page answers.
  if (teamId !== undefined && !isRecordId(teamId)) return <NotFoundRoute />;
  // One selected team everywhere (issue 44): the wall opens on the header's team, and shows all
  // teams only when none is selected.
  const creating = location.state === 'createProduct';
  if (teamId === undefined && season === undefined && selectedTeamId && !creating) {
    return <Navigate to={`${wallUrl(selectedTeamId)}${location.search}`} replace />;
  }
  return <Wall teamId={teamId} />;
}

/**
 * The wall and the header show one team: a team's wall opened by its address becomes the team the
 * header works in, and a team chosen in the header (or in the wall's own filter) moves the wall.
 */
function useOneSelectedTeam(teamId: string | undefined, team: Team | null) {
  const navigate = useNavigate();
  const { selectedTeamId } = useSelectedTeam();
  const working = team?.memberStatus === 'active';
  useEffect(() => {
    if (teamId && working) setSelectedTeamId(teamId);
  }, [teamId, working]);
  // The team chosen for a first sign-in (nothing chosen in this browser yet) is no move to follow.
  const followed = useRef({ teamId: selectedTeamId, chosen: hasChosenTeam() });
  useEffect(() => {
    const before = followed.current;
    if (before.teamId === selectedTeamId) return;
    followed.current = { teamId: selectedTeamId, chosen: true };
    if (before.chosen && selectedTeamId !== (teamId ?? null)) navigate(wallUrl(selectedTeamId));
  }, [selectedTeamId]);
}

function Wall({ teamId }: { teamId: string | undefined }) {
  const t = useT();
  const location = useLocation();
  const teams = useTeams().data ?? [];
  const team = teams.find((candidate) => candidate._id === teamId) ?? null;
  useDocumentTitle(
    team ? t('wall.documentTitleTeam', { team: team.name }) : t('wall.documentTitle'),
  );
  const catalogues = useWallCatalogues(teamId);
  // The team this wall shows, or on the wall of all teams the one selected in the header.
  const { selectedTeam } = useSelectedTeam();
  const bannerTeam = teamId ? team : selectedTeam;
  useOneSelectedTeam(teamId, team);
  const [params] = useWallParams(teamId);
  const [sheetOpen, setSheetOpen] = useState(false);

  // SPEC §2: /wall opened with the state 'createProduct' opens product creation.
  if (location.state === 'createProduct') return <Navigate to={paths.wallCreateProduct} replace />;

  const canCreate = (teamId ? (team ? [team] : []) : teams).some(
    (candidate) => candidate.policies.canAddProduct,
  );
  return (
    <>
      <PageHeader
        title={team ? t('wall.titleTeam', { team: team.name }) : t('wall.title')}
        description={team ? t('wall.descriptionTeam') : t('wall.description')}
        actions={
          <>
            <TeamFilter teamId={teamId} onChange={setSelectedTeamId} />
            <Button
              component={Link}
              to="/viewproducts"
              variant="default"
              leftSection={<IconTable size={16} />}
            >
              {t('wall.table')}
            </Button>
            {team?.policies.makeLineSheet && (
              <Button
                variant="default"
                leftSection={<IconFileTypePdf size={16} />}
                onClick={() => setSheetOpen(true)}
              >
                {t('wall.lineSheet')}
              </Button>
            )}
            {canCreate && (
              <Button
                component={Link}
                to={paths.createProduct}
                leftSection={<IconPlus size={16} />}
              >
                {t('products.create')}
              </Button>
            )}
          </>
        }
      />
      {bannerTeam && (
        <Box mb="lg">
          <AnnouncementBanner key={bannerTeam._id} team={bannerTeam} />
        </Box>
      )}
      {team && (
        <LineSheetModal
          team={team}
          filters={filtersFromParams(params)}
          filtered={hasFilters(params)}
          opened={sheetOpen}
          onClose={() => setSheetOpen(false)}
        />
      )}
      <ProductWall
        key={teamId ?? ALL_TEAMS}
        teamId={teamId}
        catalogues={catalogues}
        createTo={canCreate ? paths.createProduct : null}
      />
    </>
  );
}
