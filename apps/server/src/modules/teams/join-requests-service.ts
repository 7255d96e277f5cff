/** "Let me in": a signed-in user asks to join a team; the owner (or canAddMember) settles it. */
import { messages, displayName } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { notice, notify } from '../notifications/service.ts';
import { authorizeSeats } from '../policy/plans.ts';
import { authorize, loadMembership } from '../policy/policy.ts';
import { grantableRole } from '../roles/service.ts';
import { addMembers } from './members-service.ts';
import { notices } from './notices.ts';
import { presentJoinRequest } from './presenter.ts';
import {
  findPendingRequestOf,
  findRequest,
  findTeam,
  insertJoinRequest,
  listPendingRequests,
  settleRequest,
} from './queries.ts';
import { recordRoomChange } from '../../platform/realtime/room-changes.ts';
import { transaction } from '../../platform/transaction.ts';

/** Answers the pending request (created: false when one was already waiting). */
export async function requestJoin(ctx: AppContext, user: UserRow, teamId: string) {
  return transaction(ctx, async (tx) => {
    const team = await findTeam(tx, teamId);
    if (!team) throw notFound();
    const membership = await loadMembership(tx, user.id, teamId);
    if (membership?.status === 'blocked') throw forbidden(messages.blockedFromTeam);
    if (membership) throw conflict(messages.alreadyMember);
    const created = await insertJoinRequest(tx, teamId, user.id);
    if (created) {
      await notify(tx, {
        userIds: [team.createdBy],
        key: 'reqTeamId',
        message: notices.reqTeamId(displayName(user), team.name),
        teamId,
        actorId: user.id,
        payload: {
          teamId,
          requestId: created.id,
          userId: user.id,
          notice: notice('teamJoinRequested', { actor: displayName(user), team: team.name }),
        },
      });
    }
    const request = (await findPendingRequestOf(tx, teamId, user.id))!;
    return { request: await presentJoinRequest(request, ctx.storage), created: !!created };
  });
}

export async function listRequests(ctx: AppContext, user: UserRow, teamId: string) {
  await authorize(ctx.db, user, 'canAddMember', { kind: 'team', teamId });
  const rows = await listPendingRequests(ctx.db, teamId);
  return Promise.all(rows.map((row) => presentJoinRequest(row, ctx.storage)));
}

/**
 * Accepting adds the requester with the chosen role (Designer by default), one the accepting user
 * may give, and tells them.
 */
export async function acceptRequest(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  requestId: string,
  input: { roleId?: string | undefined },
) {
  const settledRequest = await transaction(ctx, async (tx) => {
    const membership = await authorize(tx, user, 'canAddMember', { kind: 'team', teamId });
    const { team } = membership;
    const role = await grantableRole(tx, input.roleId, { userId: user.id, membership });
    const request = await settleRequest(tx, teamId, requestId, 'accepted');
    if (!request) throw notFound();
    await authorizeSeats(tx, teamId, 1);
    await addMembers(tx, teamId, [request.userId], role);
    await recordRoomChange(tx, { change: 'teamMembership', userId: request.userId, teamId });
    await notify(tx, {
      userIds: [request.userId],
      key: 'addExistingUserInTeam',
      message: notices.addExistingUserInTeam(displayName(user), team.name),
      teamId,
      actorId: user.id,
      payload: {
        teamId,
        teamName: team.name,
        requestId,
        notice: notice('teamAdded', { actor: displayName(user), team: team.name }),
      },
    });
    return { request, card: await settled(ctx, tx, request.id) };
  });
  await ctx.applyRoomChange({
    change: 'teamMembership',
    userId: settledRequest.request.userId,
    teamId,
  });
  return settledRequest.card;
}

export async function declineRequest(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  requestId: string,
) {
  return transaction(ctx, async (tx) => {
    await authorize(tx, user, 'canAddMember', { kind: 'team', teamId });
    const request = await settleRequest(tx, teamId, requestId, 'declined');
    if (!request) throw notFound();
    return settled(ctx, tx, request.id);
  });
}

async function settled(ctx: AppContext, tx: Executor, requestId: string) {
  const row = await findRequest(tx, requestId);
  return presentJoinRequest(row!, ctx.storage);
}
