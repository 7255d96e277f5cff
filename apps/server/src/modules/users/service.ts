/** The people a user works with, and accounts made for colleagues (/createuser). */
import { ACCOUNT_SETUP_TTL_DAYS, ALL_USERS_MAX, displayName } from '@atelier/domain';
import type { PlanType } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict } from '../../platform/http/errors.ts';
import { accountCreatedMail } from './mail.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { createAccountForColleague } from '../auth/service.ts';
import { chargeStrangerMails } from '../stranger-mails/service.ts';
import { authorizeSeats } from '../policy/plans.ts';
import { authorize } from '../policy/policy.ts';
import { grantableRole } from '../roles/service.ts';
import { alreadyInvolved, sendInvitations } from '../teams/invites-service.ts';
import { addMembers } from '../teams/members-service.ts';
import { presentPerson, presentPersonSummary } from './presenter.ts';
import { countPeople, listPeople, listPeopleCompact, setPlanByEmail } from './queries.ts';
import { transaction } from '../../platform/transaction.ts';

export async function getPeople(
  ctx: AppContext,
  user: UserRow,
  query: { page: number; limit: number; search?: string | undefined },
) {
  const search = query.search || undefined;
  const found = await listPeople(ctx.db, user.id, { ...query, search });
  const total = found[0]
    ? Number(found[0].total)
    : query.page > 1
      ? await countPeople(ctx.db, user.id, search)
      : 0;
  return {
    data: await Promise.all(found.map((row) => presentPerson(row, ctx.storage))),
    pagination: { page: query.page, limit: query.limit, total },
  };
}

export async function getAllPeople(ctx: AppContext, user: UserRow) {
  const found = await listPeopleCompact(ctx.db, user.id, ALL_USERS_MAX);
  return Promise.all(found.map((row) => presentPersonSummary(row, ctx.storage)));
}

/**
 * The owner, or a member holding canAddUser, adds a colleague with a role they may give (Designer
 * by default). A new address gets an active account without a password, joins at once and is
 * e-mailed a link to set the password. An address that already has an account is not added: it
 * is invited (the e-mail and link of POST team/{id}/invite) and joins by accepting. Both answer
 * the same, so the answer never tells whether the address has an account.
 */
export async function createTeamUser(
  ctx: AppContext,
  user: UserRow,
  input: {
    firstName: string;
    lastName?: string | undefined;
    email: string;
    teamId: string;
    roleId?: string | undefined;
  },
) {
  await transaction(ctx, async (tx) => {
    const membership = await authorize(tx, user, 'canAddUser', {
      kind: 'team',
      teamId: input.teamId,
    });
    const { team } = membership;
    const role = await grantableRole(tx, input.roleId, { userId: user.id, membership });
    const reason = (await alreadyInvolved(tx, team.id, [input.email])).get(input.email);
    if (reason) throw conflict(reason);
    await authorizeSeats(tx, team.id, 1);
    const created = await createAccountForColleague(tx, ctx.secrets, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName ?? '',
    });
    if (!created) {
      await sendInvitations(ctx, tx, { team, inviter: user, role, emails: [input.email] });
      return;
    }
    const { user: account, setupToken } = created;
    await chargeStrangerMails(ctx, tx, {
      userId: user.id,
      teamId: team.id,
      emails: [account.email],
    });
    await addMembers(tx, team.id, [account.id], role);
    await queueMail(
      tx,
      accountCreatedMail({
        to: account.email,
        firstName: account.firstName,
        inviterName: displayName(user),
        teamName: team.name,
        link: `${ctx.config.publicUrl}/createPassword?token=${setupToken}`,
        days: ACCOUNT_SETUP_TTL_DAYS,
      }),
    );
  });
}

/** The developer command's work (cli/set-plan.ts): sets the plan of the account with `email`. */
export async function setPlan(executor: Executor, email: string, planType: PlanType) {
  return setPlanByEmail(executor, email, planType);
}
