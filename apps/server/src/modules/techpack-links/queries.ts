/**
 * Drizzle queries of tech pack links. The revision a link opens and its team's name are read here
 * too (read only): for a member after the service authorized the product, for a visitor after the
 * token named the link.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teams, techpackLinks, techpackRevisions, users } from '../../db/schema/index.ts';

/** The product's revision `revisionId`, or undefined for another product's or none. */
export async function revisionOf(executor: Executor, productId: string, revisionId: string) {
  const [row] = await executor
    .select({
      id: techpackRevisions.id,
      letter: techpackRevisions.letter,
      productId: techpackRevisions.productId,
      teamId: techpackRevisions.teamId,
    })
    .from(techpackRevisions)
    .where(and(eq(techpackRevisions.id, revisionId), eq(techpackRevisions.productId, productId)));
  return row;
}

export async function teamNameOf(executor: Executor, teamId: string) {
  const [row] = await executor.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return row?.name ?? '';
}

export async function insertLink(executor: Executor, values: typeof techpackLinks.$inferInsert) {
  const [row] = await executor
    .insert(techpackLinks)
    .values(values)
    .returning({ id: techpackLinks.id });
  return row!;
}

const listed = {
  link: techpackLinks,
  revision: techpackRevisions.letter,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

/** The product's links, newest first, with their revision's letter and who made each. */
export function linksOf(executor: Executor, productId: string) {
  return executor
    .select(listed)
    .from(techpackLinks)
    .innerJoin(techpackRevisions, eq(techpackRevisions.id, techpackLinks.revisionId))
    .leftJoin(users, eq(users.id, techpackLinks.createdBy))
    .where(eq(techpackLinks.productId, productId))
    .orderBy(desc(techpackLinks.createdAt), desc(techpackLinks.id));
}

export type TechpackLinkListRow = Awaited<ReturnType<typeof linksOf>>[number];

export async function listedLink(executor: Executor, id: string) {
  const [row] = await executor
    .select(listed)
    .from(techpackLinks)
    .innerJoin(techpackRevisions, eq(techpackRevisions.id, techpackLinks.revisionId))
    .leftJoin(users, eq(users.id, techpackLinks.createdBy))
    .where(eq(techpackLinks.id, id));
  return row;
}

export async function findLink(executor: Executor, id: string) {
  const [row] = await executor.select().from(techpackLinks).where(eq(techpackLinks.id, id));
  return row;
}

/** Stamps the link revoked, unless it already was: undefined then. */
export async function markRevoked(executor: Executor, id: string, userId: string) {
  const [row] = await executor
    .update(techpackLinks)
    .set({ revokedAt: sql`now()`, revokedBy: userId })
    .where(and(eq(techpackLinks.id, id), isNull(techpackLinks.revokedAt)))
    .returning({ id: techpackLinks.id });
  return row;
}

/**
 * What a visitor's link opens: the link, its team's name and its one revision, snapshot included.
 * Nothing of the product is read beyond what the revision froze.
 */
export async function visitOf(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      link: techpackLinks,
      teamName: teams.name,
      letter: techpackRevisions.letter,
      releasedAt: techpackRevisions.releasedAt,
      snapshot: techpackRevisions.snapshot,
    })
    .from(techpackLinks)
    .innerJoin(techpackRevisions, eq(techpackRevisions.id, techpackLinks.revisionId))
    .innerJoin(teams, eq(teams.id, techpackLinks.teamId))
    .where(eq(techpackLinks.id, id));
  return row;
}

export type TechpackVisitRow = NonNullable<Awaited<ReturnType<typeof visitOf>>>;

/**
 * Counts one open of a link that still works, in one statement (two opens at once count two):
 * answers the count after it, so the first open is known; undefined when the link was revoked
 * or expired meanwhile.
 */
export async function recordOpen(executor: Executor, id: string) {
  const [row] = await executor
    .update(techpackLinks)
    .set({
      openCount: sql`${techpackLinks.openCount} + 1`,
      firstOpenedAt: sql`coalesce(${techpackLinks.firstOpenedAt}, now())`,
      lastOpenedAt: sql`now()`,
    })
    .where(
      and(
        eq(techpackLinks.id, id),
        isNull(techpackLinks.revokedAt),
        gt(techpackLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ openCount: techpackLinks.openCount });
  return row;
}
