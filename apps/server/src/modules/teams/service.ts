/** Teams: create, list, read, edit, delete; and the per-team permissions of userDetails. */
import { displayName } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { notice, notify } from '../notifications/service.ts';
import { authorize } from '../policy/policy.ts';
import { notices } from './notices.ts';
import { presentTeam, presentTeamRolePermissions } from './presenter.ts';
import {
  countTeamsOf,
  deleteTeam as removeTeam,
  insertTeam,
  listTeamsOf,
  permissionRowsOf,
  teamPeople,
  updateTeam as saveTeam,
} from './queries.ts';
import type { TeamSort } from './queries.ts';
import { recordRoomChange } from '../../platform/realtime/room-changes.ts';
import { transaction } from '../../platform/transaction.ts';

/** A parsed team form: a description left out keeps the current one on update. */
type TeamInput = { name: string; description?: string | undefined };

/** One team as the user sees it (with policies); 404 when it is not theirs to see. */
export async function teamCard(
  ctx: AppContext,
  executor: Executor,
  userId: string,
  teamId: string,
) {
  const [row] = await listTeamsOf(executor, userId, {
    sortBy: 'createdAt',
    orderBy: 'desc',
    page: 1,
    limit: 1,
    teamId,
  });
  if (!row) throw notFound();
  return presentTeam(row, userId, ctx.storage);
}

export async function createTeam(ctx: AppContext, user: UserRow, input: TeamInput) {
  return transaction(ctx, async (tx) => {
    const team = await insertTeam(tx, {
      name: input.name,
      description: input.description ?? '',
      createdBy: user.id,
    });
    return teamCard(ctx, tx, user.id, team.id);
  });
}

export async function listTeams(
  ctx: AppContext,
  user: UserRow,
  query: TeamSort & { page: number; limit: number },
) {
  const found = await listTeamsOf(ctx.db, user.id, query);
  const total =
    found[0]?.total ?? (query.page > 1 ? await countTeamsOf(ctx.db, user.id) : found.length);
  return {
    data: await Promise.all(found.map((row) => presentTeam(row, user.id, ctx.storage))),
    pagination: { page: query.page, limit: query.limit, total },
  };
}

/** The team page: canViewTeams (docs/decisions.md); the team list shows every team one is in. */
export async function getTeam(ctx: AppContext, user: UserRow, teamId: string) {
  await authorize(ctx.db, user, 'canViewTeams', { kind: 'team', teamId });
  return teamCard(ctx, ctx.db, user.id, teamId);
}

export async function updateTeam(ctx: AppContext, user: UserRow, teamId: string, input: TeamInput) {
  return transaction(ctx, async (tx) => {
    await authorize(tx, user, 'editTeam', { kind: 'team', teamId });
    await saveTeam(tx, teamId, { name: input.name, description: input.description });
    return teamCard(ctx, tx, user.id, teamId);
  });
}

/** Removes the team and everything in it (foreign keys cascade); tells everyone else in it. */
export async function deleteTeam(ctx: AppContext, user: UserRow, teamId: string) {
  await transaction(ctx, async (tx) => {
    const { team } = await authorize(tx, user, 'deleteTeam', { kind: 'team', teamId });
    await notify(tx, {
      userIds: await teamPeople(tx, teamId, user.id),
      key: 'deleteTeamId',
      message: notices.deleteTeamId(displayName(user), team.name),
      teamId,
      actorId: user.id,
      payload: {
        teamId,
        teamName: team.name,
        notice: notice('teamDeleted', { actor: displayName(user), team: team.name }),
      },
    });
    await removeTeam(tx, teamId);
    await recordRoomChange(tx, { change: 'teamDeleted', teamId });
  });
  await ctx.applyRoomChange({ change: 'teamDeleted', teamId });
}

/**
 * teamRolePermissions of userDetails (SPEC §3): one entry per team the user owns (all 16 keys) or
 * is an active member of (their keys), in one query.
 */
export async function teamRolePermissions(executor: Executor, userId: string) {
  return presentTeamRolePermissions(await permissionRowsOf(executor, userId), userId);
}
