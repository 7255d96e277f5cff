import type { Team } from '@atelier/domain';

/**
 * Whether the team's page (details and member list) opens for the user: the owner, a member
 * holding canViewTeams, and a blocked member (who is told why they cannot). A member without the
 * key still works in the team through its other pages (docs/decisions.md).
 */
export function mayOpenTeamPage(team: Pick<Team, 'memberStatus' | 'policies'>) {
  return team.memberStatus !== 'active' || team.policies.canViewTeams;
}
