import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { strangerMails, teamMembers, teams, users } from '../../db/schema/index.ts';

const HOUR = sql`now() - interval '1 hour'`;
const DAY = sql`now() - interval '1 day'`;

/**
 * Holds the sender's (then the team's) count still until the transaction ends, so two requests at
 * once cannot both pass on the same allowance. Advisory locks take no row another action waits on.
 */
export async function lockCounts(executor: Executor, userId: string, teamId: string) {
  await executor.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`stranger-mails:${userId}`}))`,
  );
  await executor.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`stranger-mails:${teamId}`}))`,
  );
}

/** Of these addresses (lower case), those of the team's owner and its members. */
export async function teamAddresses(executor: Executor, teamId: string, emails: string[]) {
  const email = sql<string>`lower(${users.email})`;
  const rows = await executor
    .select({ email })
    .from(users)
    .where(
      and(
        inArray(email, emails),
        sql`(${users.id} IN (SELECT ${teams.createdBy} FROM ${teams} WHERE ${teams.id} = ${teamId})
          OR ${users.id} IN (SELECT ${teamMembers.userId} FROM ${teamMembers}
            WHERE ${teamMembers.teamId} = ${teamId}))`,
      ),
    );
  return new Set(rows.map((row) => row.email));
}

/** People outside a team the user e-mailed in the last hour and day, and the team in the day. */
export async function sentCounts(executor: Executor, userId: string, teamId: string) {
  const [mine] = await executor
    .select({
      hour: sql<number>`coalesce(sum(${strangerMails.recipients})
        FILTER (WHERE ${strangerMails.createdAt} > ${HOUR}), 0)::int`,
      day: sql<number>`coalesce(sum(${strangerMails.recipients}), 0)::int`,
    })
    .from(strangerMails)
    .where(and(eq(strangerMails.userId, userId), gt(strangerMails.createdAt, DAY)));
  const [team] = await executor
    .select({ day: sql<number>`coalesce(sum(${strangerMails.recipients}), 0)::int` })
    .from(strangerMails)
    .where(and(eq(strangerMails.teamId, teamId), gt(strangerMails.createdAt, DAY)));
  return { userHour: mine?.hour ?? 0, userDay: mine?.day ?? 0, teamDay: team?.day ?? 0 };
}

/** Counts one request's e-mails, and forgets the sender's that no window reads any more. */
export async function recordSent(
  executor: Executor,
  row: { userId: string; teamId: string; recipients: number },
) {
  await executor
    .delete(strangerMails)
    .where(and(eq(strangerMails.userId, row.userId), lt(strangerMails.createdAt, DAY)));
  await executor.insert(strangerMails).values(row);
}
