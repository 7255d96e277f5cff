/**
 * SQL pieces for lists scoped to the teams a user can see (owner, or active member), shared by
 * the team library modules (catalogues, colours). Callers join `teams` on the row's team and
 * left-join `team_members` on (team, user).
 */
import { eq, or } from 'drizzle-orm';
import type { MemberStatus, PermissionKey } from '@atelier/domain';
import { teamMembers, teams } from './schema/index.ts';

/** Teams the user owns or is an active member of (blocked members see nothing). */
export function visibleTeam(userId: string) {
  return or(eq(teams.createdBy, userId), eq(teamMembers.status, 'active'))!;
}

/** The columns that decide what the user may do with a row (the policy module reads them). */
export function membershipFields() {
  return {
    team: teams,
    memberStatus: teamMembers.status,
    permissionArr: teamMembers.permissionArr,
  };
}

/** The member row of a scoped list row, as `membershipOf` takes it. */
export function memberOf(row: {
  memberStatus: MemberStatus | null;
  permissionArr: PermissionKey[] | null;
}) {
  return row.memberStatus && row.permissionArr
    ? { status: row.memberStatus, permissionArr: row.permissionArr }
    : null;
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function containsPattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
