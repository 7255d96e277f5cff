/** Drizzle queries of product comments. */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  commentTranslations,
  productComments,
  productFileVersions,
  productItems,
  products,
  users,
} from '../../db/schema/index.ts';

/** The product a comment is about: its team and creator are what the rules and notices need. */
export async function findProduct(executor: Executor, productId: string) {
  const [row] = await executor
    .select({
      id: products.id,
      teamId: products.teamId,
      name: products.name,
      createdBy: products.createdBy,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** The product's file, with its newest version's number (1 until it has a second). */
export async function findFile(executor: Executor, productId: string, fileId: string) {
  const [row] = await executor
    .select({
      id: productItems.id,
      ext: productItems.ext,
      version: sql<number>`coalesce(max(${productFileVersions.number}), 1)::int`,
    })
    .from(productItems)
    .leftJoin(productFileVersions, eq(productFileVersions.itemId, productItems.id))
    .where(
      and(
        eq(productItems.id, fileId),
        eq(productItems.productId, productId),
        eq(productItems.kind, 'file'),
      ),
    )
    .groupBy(productItems.id);
  return row;
}

export async function findComment(executor: Executor, id: string) {
  const [row] = await executor
    .select({ comment: productComments, teamId: products.teamId })
    .from(productComments)
    .innerJoin(products, eq(products.id, productComments.productId))
    .where(eq(productComments.id, id));
  return row;
}

/** The comment's kept translation into `language`, if any (stale once the text changed). */
export async function findTranslation(executor: Executor, commentId: string, language: string) {
  const [row] = await executor
    .select()
    .from(commentTranslations)
    .where(
      and(eq(commentTranslations.commentId, commentId), eq(commentTranslations.language, language)),
    );
  return row;
}

export async function saveTranslation(
  executor: Executor,
  values: { commentId: string; language: string; source: string; text: string },
) {
  await executor
    .insert(commentTranslations)
    .values(values)
    .onConflictDoUpdate({
      target: [commentTranslations.commentId, commentTranslations.language],
      set: { source: values.source, text: values.text, createdAt: new Date() },
    });
}

export interface MentionedUser {
  id: string;
  firstName: string;
  lastName: string;
}

/** The people a comment mentions, in its order; an account deleted since drops out. */
const mentioned = () =>
  sql<MentionedUser[]>`coalesce((
    select json_agg(json_build_object('id', mu.id, 'firstName', mu.first_name,
      'lastName', mu.last_name) order by array_position(${productComments.mentionIds}, mu.id))
    from users mu where mu.id = any(${productComments.mentionIds})), '[]'::json)`;

/** Comments with what their presenter shows: the author and the people mentioned. */
function withAuthors(executor: Executor) {
  return executor
    .select({
      comment: productComments,
      firstName: users.firstName,
      lastName: users.lastName,
      profilePicture: users.profilePicture,
      mentioned: mentioned(),
    })
    .from(productComments)
    .leftJoin(users, eq(users.id, productComments.authorId))
    .$dynamic();
}

/**
 * The product's comments (fileId null) or those made on one version of an image, oldest first,
 * with their authors; only the shared ones for a supplier's person.
 */
export function listComments(
  executor: Executor,
  productId: string,
  image: { fileId: string; version: number } | null,
  sharedOnly: boolean,
) {
  return withAuthors(executor)
    .where(
      and(
        eq(productComments.productId, productId),
        sharedOnly ? eq(productComments.visibility, 'shared') : undefined,
        image
          ? and(
              eq(productComments.fileId, image.fileId),
              eq(productComments.version, image.version),
            )
          : isNull(productComments.fileId),
      ),
    )
    .orderBy(asc(productComments.createdAt), asc(productComments.id));
}

export type CommentListRow = Awaited<ReturnType<typeof listComments>>[number];

export async function insertComment(
  executor: Executor,
  values: typeof productComments.$inferInsert,
) {
  const [row] = await executor
    .insert(productComments)
    .values(values)
    .returning({ id: productComments.id });
  return row!.id;
}

export async function updateComment(
  executor: Executor,
  id: string,
  values: Partial<typeof productComments.$inferInsert>,
) {
  await executor.update(productComments).set(values).where(eq(productComments.id, id));
}

export async function deleteComment(executor: Executor, id: string) {
  await executor.delete(productComments).where(eq(productComments.id, id));
}

export async function commentWithAuthor(executor: Executor, id: string) {
  const [row] = await withAuthors(executor).where(eq(productComments.id, id));
  return row;
}

/** The name a notice gives its actor. */
export async function findUserName(executor: Executor, id: string) {
  const [row] = await executor
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** People by id, by name, for the list a comment's author mentions from. */
export function findPeople(executor: Executor, ids: readonly string[]) {
  return executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profilePicture: users.profilePicture,
    })
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

export type PersonRow = Awaited<ReturnType<typeof findPeople>>[number];
