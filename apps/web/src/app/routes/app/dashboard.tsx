import { SimpleGrid, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { AnnouncementBanner } from '../../../features/announcements/components/announcement-banner';
import { UpcomingCard } from '../../../features/calendar/components/upcoming-card';
import { ActiveProductsCard } from '../../../features/dashboard/components/active-products-card';
import { RecentActivityCard } from '../../../features/dashboard/components/recent-activity-card';
import { TotalUploadsCard } from '../../../features/dashboard/components/total-uploads-card';
import { TrendingFabricsCard } from '../../../features/dashboard/components/trending-fabrics-card';
import { Welcome } from '../../../features/dashboard/components/welcome';
import { useLiveDashboard } from '../../../features/dashboard/hooks/use-live-dashboard';
import { SamplesGlanceCard } from '../../../features/samples/components/samples-glance-card';
import { MyTasksCard } from '../../../features/tasks/components/my-tasks-card';
import { useTeams } from '../../../features/teams/api/get-teams';
import { useSelectedTeam } from '../../../features/teams/hooks/use-selected-team';
import { useT } from '../../../lib/i18n';
import { paths, wallUrl } from '../../../lib/paths';
import { setSelectedTeamId, useSelectedTeamId } from '../../../lib/selected-team';
import { useSession } from '../../../lib/session';
import { useFirstStepsDone } from './first-steps-done';

/** `/dashboard?team={id}` (where an announcement's notice leads) selects that team, if it is one. */
function useTeamFromAddress(teamIds: readonly string[] | undefined) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('team');
  useEffect(() => {
    if (!asked || !teamIds) return;
    if (teamIds.includes(asked)) setSelectedTeamId(asked);
    setParams({}, { replace: true });
  }, [asked, teamIds, setParams]);
}

export function DashboardRoute() {
  const t = useT();
  useDocumentTitle(t('dashboard.documentTitle'));
  const teams = useTeams();
  const { selectedTeam } = useSelectedTeam();
  const { user } = useSession();
  const rememberedTeamId = useSelectedTeamId();
  const teamIds = useMemo(() => teams.data?.map((team) => team._id), [teams.data]);
  useTeamFromAddress(teamIds);
  const hasTeam = (teams.data?.length ?? 0) > 0;
  // The selected team, or with all teams the cards cover every team of the user.
  const teamId = selectedTeam?._id;
  useLiveDashboard(teamId);
  const canCreate = (selectedTeam ? [selectedTeam] : (teams.data ?? [])).some(
    (team) => team.policies.canAddProduct,
  );
  const done = useFirstStepsDone({
    teams: teams.data,
    selectedTeam,
    hasProfile: Boolean(user?.profilePicture && user.jobTitle),
  });
  // A supplier's person's cards (the team's calendar, fabrics, uploads, tasks) are not theirs: the
  // products assigned to them are, on their wall.
  if (selectedTeam?.supplier) return <Navigate to={wallUrl(selectedTeam._id)} replace />;
  return (
    <Stack gap="xl">
      {/* Siblings need keys of their own: two alike made React keep the old team's banner. */}
      {selectedTeam ? (
        <AnnouncementBanner key={`announcements-${selectedTeam._id}`} team={selectedTeam} />
      ) : (
        // A remembered team keeps the banner's place while the teams load: nothing jumps.
        teams.isPending && rememberedTeamId && <AnnouncementBanner.Placeholder />
      )}
      <Welcome done={done} />
      {hasTeam && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ActiveProductsCard teamId={teamId} createTo={canCreate ? paths.createProduct : null} />
          {/* The calendar's glance at the selected team's week: a calendar is one team's. */}
          {selectedTeam && (
            <UpcomingCard key={`upcoming-${selectedTeam._id}`} team={selectedTeam} />
          )}
          <TrendingFabricsCard teamId={teamId} />
          <TotalUploadsCard teamId={teamId} />
          <RecentActivityCard teamId={teamId} />
          {/* SPEC §2's sidebar has no Tasks entry: the dashboard is the way to them. */}
          <MyTasksCard boardUrl={paths.tasks} globalUrl={paths.globalTasks} />
          {/* Beyond SPEC §2 (issue 47 §3): the team's open sample requests, late ones first. */}
          {selectedTeam && (
            <SamplesGlanceCard key={`samples-${selectedTeam._id}`} team={selectedTeam} />
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
