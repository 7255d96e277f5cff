import type { Team } from '@atelier/domain';
import { useEffect } from 'react';
import {
  forgetSelectedTeam,
  hasChosenTeam,
  setSelectedTeamId,
  useSelectedTeamId,
} from '../../../lib/selected-team';
import { useTeams } from '../api/get-teams';

interface SelectedTeam {
  /** The stored choice; null when no team is selected. */
  selectedTeamId: string | null;
  /** The chosen team as the server describes it (with policies), once the team list is in. */
  selectedTeam: Team | null;
  teams: Team[];
  isLoading: boolean;
}

/** The header's team choice, matched against the user's teams. */
export function useSelectedTeam(): SelectedTeam {
  const selectedTeamId = useSelectedTeamId();
  const teamsQuery = useTeams();
  const teams = teamsQuery.data ?? [];
  const selectedTeam = teams.find((team) => team._id === selectedTeamId) ?? null;
  const isStale = Boolean(teamsQuery.isSuccess && selectedTeamId && !selectedTeam);

  // A team that was deleted, or that the user left or was removed from, is no longer a choice.
  useEffect(() => {
    if (isStale) forgetSelectedTeam();
  }, [isStale]);
  // Nothing chosen yet in this browser (a first sign-in): the first team the user works in, so
  // the team's pages and dashboard blocks show at once (issue 34 §5). No team stays a choice.
  const firstActive = teams.find((team) => team.memberStatus === 'active')?._id;
  useEffect(() => {
    if (teamsQuery.isSuccess && firstActive && !hasChosenTeam()) setSelectedTeamId(firstActive);
  }, [teamsQuery.isSuccess, firstActive]);

  return {
    selectedTeamId: isStale ? null : selectedTeamId,
    selectedTeam,
    teams,
    isLoading: teamsQuery.isPending,
  };
}
