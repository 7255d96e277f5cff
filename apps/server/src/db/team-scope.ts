/**
 * SQL pieces for lists scoped to the teams a user can see (owner, or active member), shared by
 * the team library modules (catalogues, colours). Callers join `teams` on the row's team and
 * left-join `team_members` on (team, user).
 */
import { eq, or } from 'drizzle-orm';
import { teamMembers, teams } from './schema/index.ts';

/** Teams the user owns or is an active member of (blocked members see nothing). */
export function visibleTeam(userId: string) {
  return or(eq(teams.createdBy, userId), eq(teamMembers.status, 'active'))!;
}

/** The columns that decide what the user may do with a row (the policy's membershipOfRow). */
export function membershipFields() {
  return {
    team: teams,
    memberStatus: teamMembers.status,
    permissionArr: teamMembers.permissionArr,
  };
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function containsPattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
