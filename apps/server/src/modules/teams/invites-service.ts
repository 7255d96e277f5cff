/**
 * Invitations: the owner, or a member holding canAddMember, invites by e-mail with a role they may
 * give. Someone with an
 * account is added at once (and notified); anyone else gets an e-mailed, single-use link to
 * /jointeam that expires after INVITE_TTL_DAYS.
 */
import { randomBytes } from 'node:crypto';
import { INVITE_TTL_DAYS, messages } from '@atelier/domain';
import type { InviteResult, Invitation } from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { teamInviteMail } from '../../platform/mail/templates.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { hashSecret } from '../auth/otp.ts';
import { notify } from '../notifications/service.ts';
import { authorize, canGrant, loadMembership } from '../policy/policy.ts';
import { grantableRole, usableRole } from '../roles/service.ts';
import { addMembers, ensureSeats } from './members-service.ts';
import { displayName, notices } from './notices.ts';
import { presentInvite } from './presenter.ts';
import {
  acceptInvite,
  deletePendingInvite,
  findOpenInvite,
  findUsersByEmails,
  hasActiveAccount,
  inTeam,
  insertInvites,
  listPendingInvites,
  pendingInviteEmails,
} from './queries.ts';
import { teamCard } from './service.ts';
import { transaction } from '../../platform/transaction.ts';

type InviteInput = { emails: string[]; roleId?: string | undefined };

export async function invite(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  input: InviteInput,
): Promise<InviteResult> {
  let addedIds: string[] = [];
  const result = await transaction(ctx, async (tx) => {
    const membership = await authorize(tx, user, 'canAddMember', teamId);
    const { team } = membership;
    const role = await grantableRole(tx, input.roleId, { userId: user.id, membership });
    const emails = [...new Set(input.emails.map((email) => email.toLowerCase()))];
    const accounts = new Map(
      (await findUsersByEmails(tx, emails))
        .filter((account) => account.status === 'active')
        .map((account) => [account.email.toLowerCase(), account]),
    );
    const already = await inTeam(
      tx,
      teamId,
      [...accounts.values()].map((account) => account.id),
    );
    const pending = await pendingInviteEmails(tx, teamId, emails);

    const outcome: InviteResult = { added: [], invited: [], skipped: [] };
    const toAdd: UserRow[] = [];
    for (const email of emails) {
      const account = accounts.get(email);
      if (account && already.has(account.id)) {
        outcome.skipped.push({ email, reason: messages.alreadyInTeam });
      } else if (account) {
        toAdd.push(account);
        outcome.added.push(email);
      } else if (pending.has(email)) {
        outcome.skipped.push({ email, reason: messages.alreadyInvited });
      } else {
        outcome.invited.push(email);
      }
    }
    await ensureSeats(tx, team, outcome.added.length + outcome.invited.length);

    addedIds = toAdd.map((account) => account.id);
    await addMembers(tx, teamId, addedIds, role);
    if (toAdd.length > 0) {
      await notify(tx, {
        userIds: toAdd.map((account) => account.id),
        key: 'addExistingUserInTeam',
        message: notices.addExistingUserInTeam(displayName(user), team.name),
        teamId,
        actorId: user.id,
        payload: { teamId, teamName: team.name },
      });
    }

    const expiresAt = new Date(Date.now() + INVITE_TTL_DAYS * 86_400_000);
    const tokens = outcome.invited.map(() => randomBytes(32).toString('base64url'));
    await insertInvites(
      tx,
      outcome.invited.map((email, i) => ({
        teamId,
        email,
        roleId: role.id,
        tokenHash: hashSecret(ctx.config.jwtSecret, tokens[i]!),
        invitedBy: user.id,
        expiresAt,
      })),
    );
    for (const [i, email] of outcome.invited.entries()) {
      await queueMail(
        tx,
        teamInviteMail({
          to: email,
          inviterName: displayName(user),
          teamName: team.name,
          link: `${ctx.config.publicUrl}/jointeam?token=${tokens[i]}`,
          days: INVITE_TTL_DAYS,
        }),
      );
    }
    return outcome;
  });
  for (const userId of addedIds) ctx.realtime.joinTeam(userId, teamId);
  return result;
}

export async function listInvites(ctx: AppContext, user: UserRow, teamId: string) {
  await authorize(ctx.db, user, 'canAddMember', teamId);
  return (await listPendingInvites(ctx.db, teamId)).map(presentInvite);
}

export async function deleteInvite(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  inviteId: string,
) {
  await transaction(ctx, async (tx) => {
    await authorize(tx, user, 'canAddMember', teamId);
    if (!(await deletePendingInvite(tx, teamId, inviteId))) throw notFound();
  });
}

const openInvite = async (ctx: AppContext, token: string) => {
  const found = await findOpenInvite(ctx.db, hashSecret(ctx.config.jwtSecret, token));
  if (!found) throw notFound(messages.invitationInvalid);
  return found;
};

/** What /jointeam shows before anyone signs in. */
export async function getInvitation(ctx: AppContext, token: string): Promise<Invitation> {
  const { invite: row, team, inviter } = await openInvite(ctx, token);
  return {
    teamName: team.name,
    email: row.email,
    invitedBy: inviter ? displayName(inviter) : 'Atelier',
    hasAccount: await hasActiveAccount(ctx.db, row.email),
  };
}

/**
 * Joins the signed-in user to the team of the invitation sent to their address; works once. The
 * inviter must still be allowed to give the role as it is now (it may have been edited, or the
 * inviter removed, since): else the invitation is no longer valid.
 */
export async function joinTeam(ctx: AppContext, user: UserRow, token: string) {
  const team = await transaction(ctx, async (tx) => {
    const found = await findOpenInvite(tx, hashSecret(ctx.config.jwtSecret, token));
    if (!found) throw notFound(messages.invitationInvalid);
    const { invite: row, team } = found;
    if (row.email.toLowerCase() !== user.email.toLowerCase()) {
      throw forbidden(messages.invitationOtherEmail);
    }
    if (!(await acceptInvite(tx, row.id))) throw notFound(messages.invitationInvalid);
    const inviter = row.invitedBy ? await loadMembership(tx, row.invitedBy, team.id) : null;
    const role = await usableRole(tx, row.roleId ?? undefined, {
      teamOwnerId: team.createdBy,
      actorId: row.invitedBy ?? team.createdBy,
    });
    if (!canGrant(inviter, role.permissionArr)) throw notFound(messages.invitationInvalid);
    const isOwner = user.id === team.createdBy;
    const joined = isOwner ? [] : await addMembers(tx, team.id, [user.id], role);
    if (joined.length > 0) {
      await notify(tx, {
        userIds: [team.createdBy],
        key: 'joinTeamId',
        message: notices.joinTeamId(displayName(user), team.name),
        teamId: team.id,
        actorId: user.id,
        payload: { teamId: team.id, userId: user.id },
      });
    }
    return teamCard(ctx, tx, user.id, team.id);
  });
  ctx.realtime.joinTeam(user.id, team._id);
  return team;
}
