/** The people a user works with, and accounts made for colleagues (/createuser). */
import { ACCOUNT_SETUP_TTL_DAYS, ALL_USERS_MAX } from '@atelier/domain';
import type { PlanType } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { accountCreatedMail } from '../../platform/mail/templates.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { createAccountForColleague } from '../auth/service.ts';
import { authorize } from '../policy/policy.ts';
import { usableRole } from '../roles/service.ts';
import { addMembers, ensureSeats, memberCard } from '../teams/members-service.ts';
import { displayName } from '../teams/notices.ts';
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
 * The owner, or a member holding canAddUser, makes an active account (no password yet) for a
 * colleague, adds it to the team with a role (Designer by default) and e-mails a link to set a
 * password.
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
  const member = await transaction(ctx, async (tx) => {
    const { team } = await authorize(tx, user, 'canAddUser', input.teamId);
    const role = await usableRole(tx, input.roleId, {
      teamOwnerId: team.createdBy,
      actorId: user.id,
    });
    const { user: account, setupToken } = await createAccountForColleague(
      tx,
      ctx.config.jwtSecret,
      { email: input.email, firstName: input.firstName, lastName: input.lastName ?? '' },
    );
    await ensureSeats(tx, team, 1);
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
    return memberCard(ctx, tx, team.id, account.id);
  });
  return member;
}

/** The developer command's work (cli/set-plan.ts): sets the plan of the account with `email`. */
export async function setPlan(executor: Executor, email: string, planType: PlanType) {
  return setPlanByEmail(executor, email, planType);
}
