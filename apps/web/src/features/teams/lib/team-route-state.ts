import type { Team, TeamMember } from '@atelier/domain';

/**
 * What /teams hands to /teamusers/{id} (SPEC §2: member list, team details and team list), so
 * the page shows at once; it still loads everything from the API, and does so alone when the
 * page is opened directly.
 */
export interface TeamRouteState {
  team?: Team;
  members?: TeamMember[];
  teams?: Team[];
  /** Set right after /createteam, to offer inviting people. */
  justCreated?: boolean;
}

/** The state when it belongs to this team; anything else (a reload, another team) is ignored. */
export function readTeamRouteState(state: unknown, teamId: string): TeamRouteState {
  if (!state || typeof state !== 'object') return {};
  const value = state as TeamRouteState;
  const team = value.team?._id === teamId ? value.team : undefined;
  return {
    team,
    members: team && Array.isArray(value.members) ? value.members : undefined,
    teams: Array.isArray(value.teams) ? value.teams : undefined,
    justCreated: team ? value.justCreated === true : false,
  };
}
