/** The only place team, member, invitation and join-request responses are shaped. */
import { OWNER_ROLE_NAME } from '@atelier/domain';
import type {
  JoinRequest,
  PermissionKey,
  Team,
  TeamInvite,
  TeamMember,
  TeamPerson,
  TeamRolePermission,
} from '@atelier/domain';
import type { TeamRow } from '../../db/schema/index.ts';
import { urlOf } from '../../platform/storage/storage.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { keysOf, membershipOf, membershipOfRow } from '../policy/standing.ts';
import { permissionArrOf, policiesFor } from '../policy/team.ts';
import type { InviteListRow, JoinRequestRow, MemberCardRow, TeamListRow } from './queries.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export async function presentTeam(
  row: TeamListRow,
  userId: string,
  storage: Storage,
): Promise<Team> {
  const membership = membershipOfRow(row, userId);
  // A supplier's person sees the team's name and owner, not its people.
  const supplier =
    membership?.supplier && row.supplierName !== null
      ? { _id: membership.supplier.id, name: row.supplierName }
      : null;
  return {
    _id: row.team.id,
    name: row.team.name,
    description: row.team.description,
    createdBy: {
      _id: row.owner.id,
      firstName: row.owner.firstName,
      profilePicture: await urlOf(storage, row.owner.profilePicture),
    },
    memberCount: supplier ? 0 : row.memberCount,
    memberPreview: await Promise.all(
      (supplier ? [] : row.memberPreview).map(async (person) => ({
        _id: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        profilePicture: await urlOf(storage, person.profilePicture),
      })),
    ),
    createdAt: row.team.createdAt.toISOString(),
    updatedAt: row.team.updatedAt.toISOString(),
    isOwner: membership?.isOwner ?? false,
    memberStatus: membership?.status ?? 'active',
    supplier,
    policies: policiesFor(membership),
  };
}

export async function presentMember(row: MemberCardRow, storage: Storage): Promise<TeamMember> {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    profilePicture: await urlOf(storage, row.profile_picture),
    roleId: row.role_id,
    roleName: row.is_owner ? OWNER_ROLE_NAME : row.role_name,
    permissionArr: keysOf(row.is_owner, row.permission_arr ?? []),
    status: row.status,
    isOwner: row.is_owner,
    joinedAt: iso(row.joined_at),
  };
}

export async function presentPerson(row: MemberCardRow, storage: Storage): Promise<TeamPerson> {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    profilePicture: await urlOf(storage, row.profile_picture),
  };
}

export function presentInvite(row: InviteListRow): TeamInvite {
  return {
    _id: row.invite.id,
    teamId: row.invite.teamId,
    email: row.invite.email,
    roleId: row.invite.roleId,
    roleName: row.roleName,
    invitedBy: row.inviter ? { _id: row.inviter.id, firstName: row.inviter.firstName } : null,
    expiresAt: row.invite.expiresAt.toISOString(),
    createdAt: row.invite.createdAt.toISOString(),
  };
}

export async function presentJoinRequest(
  row: JoinRequestRow,
  storage: Storage,
): Promise<JoinRequest> {
  return {
    _id: row.request.id,
    teamId: row.request.teamId,
    status: row.request.status,
    createdAt: row.request.createdAt.toISOString(),
    user: {
      _id: row.user.id,
      firstName: row.user.firstName,
      lastName: row.user.lastName,
      email: row.user.email,
      profilePicture: await urlOf(storage, row.user.profilePicture),
    },
  };
}

/** teamRolePermissions of userDetails: all 16 keys for owned teams, the row's keys otherwise. */
export function presentTeamRolePermissions(
  rows: { team: TeamRow; permissionArr: PermissionKey[] | null }[],
  userId: string,
): TeamRolePermission[] {
  return rows.flatMap((row) => {
    const member = row.permissionArr
      ? { status: 'active' as const, permissionArr: row.permissionArr }
      : null;
    const membership = membershipOf(row.team, userId, member);
    return membership ? [{ teamId: row.team.id, permissionArr: permissionArrOf(membership) }] : [];
  });
}
