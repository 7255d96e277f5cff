/** Drizzle queries of API tokens (issue 49 §1): a person's own, and the teams a token may name. */
import { and, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { apiTokens, supplierPeople, teams } from '../../db/schema/index.ts';
import type { ApiTokenRow } from '../../db/schema/index.ts';
import { isVisibleTeam } from '../policy/visibility.ts';

/** How long a revoked or expired token stays in its person's list. */
const ENDED_LISTED_DAYS = 30;

/** Of `teamIds`, those the user works in: owns, is an active member of, or supplies. */
export async function teamsWorkedIn(
  executor: Executor,
  userId: string,
  teamIds: readonly string[],
) {
  const rows = await executor
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        inArray(teams.id, [...teamIds]),
        or(
          isVisibleTeam(teams.id, userId),
          sql`exists (select 1 from ${supplierPeople} where ${supplierPeople.teamId} = ${teams.id}
            and ${supplierPeople.userId} = ${userId} and ${supplierPeople.status} = 'active')`,
        ),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function countWorkingTokens(executor: Executor, userId: string) {
  const [row] = await executor
    .select({ total: count() })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.userId, userId),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql`now()`),
      ),
    );
  return row?.total ?? 0;
}

export async function insertToken(
  executor: Executor,
  values: Omit<ApiTokenRow, 'id' | 'createdAt' | 'revokedAt' | 'lastUsedAt'>,
) {
  const [row] = await executor.insert(apiTokens).values(values).returning({ id: apiTokens.id });
  return row!;
}

/** A token's columns with the names of the teams it names, in one statement. */
function withTeams(executor: Executor) {
  return executor
    .select({
      token: apiTokens,
      teams: sql<{ _id: string; name: string }[]>`coalesce((select json_agg(json_build_object(
          '_id', ${teams.id}, 'name', ${teams.name}) order by ${teams.name})
        from ${teams} where ${teams.id} = any(${apiTokens.teamIds})), '[]'::json)`,
    })
    .from(apiTokens);
}

/** The person's tokens, newest first: working ones, and those ended in the last 30 days. */
export function tokensOf(executor: Executor, userId: string) {
  const since = sql`now() - make_interval(days => ${ENDED_LISTED_DAYS})`;
  return withTeams(executor)
    .where(
      and(
        eq(apiTokens.userId, userId),
        or(isNull(apiTokens.revokedAt), gt(apiTokens.revokedAt, since)),
        gt(apiTokens.expiresAt, since),
      ),
    )
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** Revokes the person's token (once: a revoked token keeps its first time), answering it. */
export async function revokeToken(executor: Executor, userId: string, id: string) {
  await executor
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
  const [row] = await withTeams(executor).where(
    and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)),
  );
  return row;
}
