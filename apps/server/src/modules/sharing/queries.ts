/** Drizzle queries of share links and of what a link's visitor sees of the team. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shareLinks, teamMembers, teams, users } from '../../db/schema/index.ts';

export async function insertLinks(executor: Executor, rows: (typeof shareLinks.$inferInsert)[]) {
  return executor.insert(shareLinks).values(rows).returning({ id: shareLinks.id });
}

const withCreator = {
  link: shareLinks,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

/** A product's links, newest first, with who made each. */
export function listLinks(executor: Executor, productId: string) {
  return executor
    .select(withCreator)
    .from(shareLinks)
    .leftJoin(users, eq(users.id, shareLinks.createdBy))
    .where(eq(shareLinks.productId, productId))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
}

export type ShareLinkListRow = Awaited<ReturnType<typeof listLinks>>[number];

export async function linkWithCreator(executor: Executor, id: string) {
  const [row] = await executor
    .select(withCreator)
    .from(shareLinks)
    .leftJoin(users, eq(users.id, shareLinks.createdBy))
    .where(eq(shareLinks.id, id));
  return row;
}

/** The link a token names, with its team's name: what a visitor's every request starts from. */
export async function findLink(executor: Executor, id: string) {
  const [row] = await executor
    .select({ link: shareLinks, teamName: teams.name })
    .from(shareLinks)
    .innerJoin(teams, eq(teams.id, shareLinks.teamId))
    .where(eq(shareLinks.id, id));
  return row;
}

export async function deleteLink(executor: Executor, id: string) {
  await executor.delete(shareLinks).where(eq(shareLinks.id, id));
}

/**
 * The first people of a team for the shared header (SPEC §2): its owner, then its active members
 * in the order they joined.
 */
export function teamFaces(executor: Executor, teamId: string, limit: number) {
  const owner = executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profilePicture: users.profilePicture,
      rank: sql<number>`0`.as('rank'),
      since: teams.createdAt,
    })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.createdBy))
    .where(eq(teams.id, teamId));
  const members = executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profilePicture: users.profilePicture,
      rank: sql<number>`1`.as('rank'),
      since: teamMembers.createdAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.status, 'active')));
  const faces = owner.unionAll(members).as('faces');
  return executor
    .select()
    .from(faces)
    .orderBy(asc(faces.rank), asc(faces.since), asc(faces.id))
    .limit(limit);
}
