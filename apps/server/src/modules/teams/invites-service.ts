/**
 * Invitations: the owner, or a member holding canAddMember, invites by e-mail with a role they may
 * give. Every address gets the same e-mailed, single-use link to /jointeam that expires after
 * INVITE_TTL_DAYS; someone who already has an account is also told in the app, and joins or
 * declines only through that link, like anyone else. So the answer never tells whether an address
 * has an account (DESIGN §6, issue 8).
 */
import { randomBytes } from 'node:crypto';
import { INVITE_TTL_DAYS, messages, displayName } from '@atelier/domain';
import type { InviteResult, Invitation, LanguageCode } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { RoleRow, TeamRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { teamInviteMail } from './mail.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { notice, notify } from '../notifications/service.ts';
import { chargeStrangerMails } from '../stranger-mails/service.ts';
import { authorizeSeats } from '../policy/plans.ts';
import { authorize, loadMembership } from '../policy/policy.ts';
import { isTeamOwner } from '../policy/standing.ts';
import { canGrant, decideTeam } from '../policy/team.ts';
import type { Membership } from '../policy/standing.ts';
import { grantableRole, usableRole } from '../roles/service.ts';
import { languageOf } from '../settings/service.ts';
import { addMembers } from './members-service.ts';
import { notices } from './notices.ts';
import { presentInvite } from './presenter.ts';
import {
  acceptInvite,
  deletePendingInvite,
  findOpenInvite,
  findUsersByEmails,
  hasActiveAccount,
  inTeam,
  insertInvites,
  insertSupplierPerson,
  listPendingInvites,
  pendingInviteEmails,
} from './queries.ts';
import { teamCard } from './service.ts';
import { recordRoomChange } from '../../platform/realtime/room-changes.ts';
import { transaction } from '../../platform/transaction.ts';

type InviteInput = { emails: string[]; roleId?: string | undefined };

/**
 * Why each of these (lower-case) addresses cannot be invited: its person is already the team's
 * owner or member, or it has a pending invitation. Both show in the team's own lists anyway.
 */
export async function alreadyInvolved(executor: Executor, teamId: string, emails: string[]) {
  const accounts = await findUsersByEmails(executor, emails);
  const inside = await inTeam(
    executor,
    teamId,
    accounts.map((account) => account.id),
  );
  const pending = await pendingInviteEmails(executor, teamId, emails);
  const reasons = new Map<string, string>();
  for (const account of accounts) {
    if (inside.has(account.id)) reasons.set(account.email.toLowerCase(), messages.alreadyInTeam);
  }
  for (const email of pending) {
    if (!reasons.has(email)) reasons.set(email, messages.alreadyInvited);
  }
  return reasons;
}

/**
 * Records one invitation per address with the role (or, for a supplier's people, the supplier),
 * and e-mails each its own link. Accounts that already exist are also notified
 * (addExistingUserInTeam) with the token, so the bell leads to the same invitation. The caller has
 * checked the seats and the role.
 */
export async function sendInvitations(
  ctx: AppContext,
  tx: Executor,
  input: { team: TeamRow; inviter: UserRow; emails: string[] } & (
    { role: RoleRow } | { supplierId: string }
  ),
) {
  const { team, inviter, emails } = input;
  if (emails.length === 0) return;
  await chargeStrangerMails(ctx, tx, { userId: inviter.id, teamId: team.id, emails });
  const expiresAt = new Date(Date.now() + INVITE_TTL_DAYS * 86_400_000);
  const tokens = new Map(emails.map((email) => [email, randomBytes(32).toString('base64url')]));
  await insertInvites(
    tx,
    emails.map((email) => ({
      teamId: team.id,
      email,
      ...('role' in input
        ? { roleId: input.role.id }
        : { roleId: null, supplierId: input.supplierId }),
      tokenHash: ctx.secrets.digest('invite', tokens.get(email)!),
      invitedBy: inviter.id,
      expiresAt,
    })),
  );
  const accounts = (await findUsersByEmails(tx, emails)).filter(
    (account) => account.status === 'active',
  );
  for (const account of accounts) {
    await notify(tx, {
      userIds: [account.id],
      key: 'addExistingUserInTeam',
      message: notices.invitedToTeam(displayName(inviter), team.name),
      teamId: team.id,
      actorId: inviter.id,
      payload: {
        teamId: team.id,
        teamName: team.name,
        token: tokens.get(account.email.toLowerCase()),
        notice: notice('teamInvited', { actor: displayName(inviter), team: team.name }),
      },
    });
  }
  // Each in its reader's language: an account's own; the inviter's for someone new to Atelier,
  // who most likely shares the team's (decisions.md, Languages).
  const inviterLanguage = await languageOf(tx, inviter.id);
  const languages = new Map<string, LanguageCode>();
  for (const account of accounts) {
    languages.set(account.email.toLowerCase(), await languageOf(tx, account.id));
  }
  for (const email of emails) {
    await queueMail(
      tx,
      teamInviteMail({
        language: languages.get(email.toLowerCase()) ?? inviterLanguage,
        to: email,
        inviterName: displayName(inviter),
        teamName: team.name,
        link: `${ctx.config.publicUrl}/jointeam?token=${tokens.get(email)}`,
        days: INVITE_TTL_DAYS,
      }),
    );
  }
}

export async function invite(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  input: InviteInput,
): Promise<InviteResult> {
  return transaction(ctx, async (tx) => {
    const membership = await authorize(tx, user, 'canAddMember', { kind: 'team', teamId });
    const role = await grantableRole(tx, input.roleId, { userId: user.id, membership });
    const emails = [...new Set(input.emails.map((email) => email.toLowerCase()))];
    const reasons = await alreadyInvolved(tx, teamId, emails);
    const outcome: InviteResult = {
      invited: emails.filter((email) => !reasons.has(email)),
      skipped: emails.flatMap((email) => {
        const reason = reasons.get(email);
        return reason ? [{ email, reason }] : [];
      }),
    };
    await authorizeSeats(tx, teamId, outcome.invited.length);
    await sendInvitations(ctx, tx, {
      team: membership.team,
      inviter: user,
      role,
      emails: outcome.invited,
    });
    return outcome;
  });
}

export async function listInvites(ctx: AppContext, user: UserRow, teamId: string) {
  await authorize(ctx.db, user, 'canAddMember', { kind: 'team', teamId });
  return (await listPendingInvites(ctx.db, teamId)).map(presentInvite);
}

export async function deleteInvite(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  inviteId: string,
) {
  await transaction(ctx, async (tx) => {
    await authorize(tx, user, 'canAddMember', { kind: 'team', teamId });
    if (!(await deletePendingInvite(tx, teamId, inviteId))) throw notFound();
  });
}

const openInvite = async (ctx: AppContext, token: string) => {
  const found = await findOpenInvite(ctx.db, ctx.secrets.digest('invite', token));
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

/** The open invitation of `token`, when it was sent to the signed-in user's address. */
async function invitationOf(ctx: AppContext, tx: Executor, user: UserRow, token: string) {
  const found = await findOpenInvite(tx, ctx.secrets.digest('invite', token));
  if (!found) throw notFound(messages.invitationInvalid);
  if (found.invite.email.toLowerCase() !== user.email.toLowerCase()) {
    throw forbidden(messages.invitationOtherEmail);
  }
  return found;
}

/**
 * Joins the signed-in user to the team of the invitation sent to their address; works once. The
 * inviter must still be allowed to give the role as it is now (it may have been edited, or the
 * inviter removed, since): else the invitation is no longer valid.
 */
export async function joinTeam(ctx: AppContext, user: UserRow, token: string) {
  const team = await transaction(ctx, async (tx) => {
    const { invite: row, team } = await invitationOf(ctx, tx, user, token);
    if (!(await acceptInvite(tx, row.id))) throw notFound(messages.invitationInvalid);
    const inviter = row.invitedBy ? await loadMembership(tx, row.invitedBy, team.id) : null;
    if (row.supplierId) {
      await joinSupplier(tx, { team, user, inviter, supplierId: row.supplierId });
      return teamCard(ctx, tx, user.id, team.id);
    }
    const role = await usableRole(tx, row.roleId ?? undefined, {
      teamOwnerId: team.createdBy,
      actorId: row.invitedBy ?? team.createdBy,
    });
    if (!canGrant(inviter, role.permissionArr)) throw notFound(messages.invitationInvalid);
    const joined = isTeamOwner(team, user.id) ? [] : await addMembers(tx, team.id, [user.id], role);
    await recordRoomChange(tx, { change: 'teamMembership', userId: user.id, teamId: team.id });
    if (joined.length > 0) {
      await notify(tx, {
        userIds: [team.createdBy],
        key: 'joinTeamId',
        message: notices.joinTeamId(displayName(user), team.name),
        teamId: team.id,
        actorId: user.id,
        payload: {
          teamId: team.id,
          userId: user.id,
          notice: notice('teamJoined', { actor: displayName(user), team: team.name }),
        },
      });
    }
    return teamCard(ctx, tx, user.id, team.id);
  });
  await ctx.applyRoomChange({ change: 'teamMembership', userId: user.id, teamId: team._id });
  return team;
}

/**
 * Joins the user to the supplier the invitation was for, while its inviter may still invite: a
 * supplier's person is not a member (no role, no seat, no team room), and sees only what is
 * assigned to the supplier. The owner hears of it as of any join.
 */
async function joinSupplier(
  tx: Executor,
  input: { team: TeamRow; user: UserRow; inviter: Membership | null; supplierId: string },
) {
  const { team, user, inviter, supplierId } = input;
  const standing = inviter && {
    kind: 'user' as const,
    userId: inviter.userId,
    membership: inviter,
  };
  if (!standing || !decideTeam(standing, 'canAddMember', { teamId: team.id }).allowed) {
    throw notFound(messages.invitationInvalid);
  }
  if (isTeamOwner(team, user.id)) return;
  const person = { teamId: team.id, supplierId, userId: user.id };
  if (!(await insertSupplierPerson(tx, person))) return;
  await notify(tx, {
    userIds: [team.createdBy],
    key: 'joinTeamId',
    message: notices.joinTeamId(displayName(user), team.name),
    teamId: team.id,
    actorId: user.id,
    payload: {
      teamId: team.id,
      userId: user.id,
      notice: notice('teamJoined', { actor: displayName(user), team: team.name }),
    },
  });
}

/** The invited user turns the invitation down: it is gone, and so is the seat it held. */
export async function declineInvitation(ctx: AppContext, user: UserRow, token: string) {
  await transaction(ctx, async (tx) => {
    const { invite: row } = await invitationOf(ctx, tx, user, token);
    if (!(await deletePendingInvite(tx, row.teamId, row.id))) {
      throw notFound(messages.invitationInvalid);
    }
  });
}
