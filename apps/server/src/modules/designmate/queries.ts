/**
 * designmate's SQL (issue 35): its own conversations and messages, and what its skills read of
 * other areas — a product's thread, image files, the team's colours and catalogues — each scoped
 * by the fragment of `policy/visibility.ts` that area's own list uses.
 */
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { DERIVATIVE_EXTENSIONS } from '@atelier/domain';
import { rows, type Executor } from '../../db/client.ts';
import {
  colours,
  designmateConversations,
  designmateMessages,
  designmateUploads,
  productComments,
  productItems,
  products,
  teams,
  users,
} from '../../db/schema/index.ts';
import { holdsUploads } from '../../platform/media/upload-holders.ts';
import {
  isDesignmateTeam,
  isProductTeam,
  isVisibleComment,
  isVisibleProduct,
  isVisibleTeam,
} from '../policy/visibility.ts';

/** A conversation's mood-board image holds its upload. */
holdsUploads(designmateUploads.path);

export type ConversationValues = Pick<
  typeof designmateConversations.$inferInsert,
  'teamId' | 'ownerId' | 'title' | 'productId'
>;

export async function insertConversation(executor: Executor, values: ConversationValues) {
  const [row] = await executor.insert(designmateConversations).values(values).returning();
  return row!;
}

/**
 * The owner's conversation in the team about this product (or about none) that has no message
 * yet: "New conversation" opens it again rather than storing another empty one.
 */
export async function findUnusedConversation(executor: Executor, values: ConversationValues) {
  const [row] = await executor
    .select()
    .from(designmateConversations)
    .where(
      and(
        eq(designmateConversations.ownerId, values.ownerId),
        eq(designmateConversations.teamId, values.teamId),
        values.productId
          ? eq(designmateConversations.productId, values.productId)
          : sql`${designmateConversations.productId} is null`,
        sql`not exists (select 1 from ${designmateMessages} where ${designmateMessages.conversationId} = ${designmateConversations.id})`,
      ),
    )
    .orderBy(desc(designmateConversations.updatedAt))
    .limit(1);
  return row;
}

export async function findConversation(executor: Executor, id: string) {
  const [row] = await executor
    .select()
    .from(designmateConversations)
    .where(eq(designmateConversations.id, id));
  return row;
}

/** The user's conversations in the team, the latest first. */
export function listConversations(executor: Executor, userId: string, teamId: string) {
  return executor
    .select()
    .from(designmateConversations)
    .where(
      and(
        eq(designmateConversations.ownerId, userId),
        eq(designmateConversations.teamId, teamId),
        isDesignmateTeam(designmateConversations.teamId, userId),
      ),
    )
    .orderBy(desc(designmateConversations.updatedAt), desc(designmateConversations.id));
}

export async function updateConversation(
  executor: Executor,
  id: string,
  values: Partial<Pick<ConversationValues, 'title' | 'productId'>>,
) {
  const [row] = await executor
    .update(designmateConversations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(designmateConversations.id, id))
    .returning();
  return row!;
}

/** The team's name, for the model's opening words. */
export async function teamNameOf(executor: Executor, teamId: string) {
  const [row] = await executor.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return row?.name ?? '';
}

export async function deleteConversation(executor: Executor, id: string) {
  await executor.delete(designmateConversations).where(eq(designmateConversations.id, id));
}

export function listMessages(executor: Executor, conversationId: string) {
  return executor
    .select()
    .from(designmateMessages)
    .where(eq(designmateMessages.conversationId, conversationId))
    .orderBy(asc(designmateMessages.createdAt), asc(designmateMessages.id));
}

export type MessageValues = Omit<typeof designmateMessages.$inferInsert, 'id' | 'createdAt'>;

/** One of the conversation's answers. */
export async function findAnswer(executor: Executor, conversationId: string, id: string) {
  const [row] = await executor
    .select()
    .from(designmateMessages)
    .where(
      and(
        eq(designmateMessages.id, id),
        eq(designmateMessages.conversationId, conversationId),
        eq(designmateMessages.role, 'assistant'),
      ),
    );
  return row;
}

/** A question, or its answer once it is made. */
export async function insertMessage(executor: Executor, values: MessageValues) {
  const [row] = await executor.insert(designmateMessages).values(values).returning();
  return row!;
}

/** A question no answer was kept for (stopped, or refused by its skill). */
export async function deleteMessage(executor: Executor, id: string) {
  await executor.delete(designmateMessages).where(eq(designmateMessages.id, id));
}

/**
 * Holds the team's row until the transaction ends, so questions asked at once are counted against
 * the allowance one after the other.
 */
export async function lockTeamAllowance(executor: Executor, teamId: string) {
  await executor.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
}

/**
 * The questions the team has asked since `since` (the plan's monthly allowance counts them) and
 * the tokens a model spent on its answers.
 */
export async function teamUsage(executor: Executor, teamId: string, since: Date) {
  const [row] = await executor
    .select({
      questions: sql<number>`(count(*) filter (where ${designmateMessages.role} = 'user'))::int`,
      tokens: sql<number>`coalesce(sum(${designmateMessages.tokens}), 0)::int`,
    })
    .from(designmateMessages)
    .where(and(eq(designmateMessages.teamId, teamId), gte(designmateMessages.createdAt, since)));
  return { questions: row?.questions ?? 0, tokens: row?.tokens ?? 0 };
}

/** What an answer read, by kind, whose ids are checked again when it is read. */
export interface SourceIds {
  products: readonly string[];
  files: readonly string[];
  comments: readonly string[];
}

/**
 * The ids among `ids` the user may still see, each kind scoped by the fragment its own list uses:
 * a product as the wall (`isVisibleProduct`: a supplier's person's assigned ones too), its files
 * by canViewProducts (never a supplier's), a comment as search lists it (`isVisibleComment`: a
 * supplier's person's shared ones).
 */
export async function stillVisible(executor: Executor, userId: string, ids: SourceIds) {
  const [productRows, fileRows, commentRows] = await Promise.all([
    ids.products.length
      ? executor
          .select({ id: products.id })
          .from(products)
          .where(and(inArray(products.id, [...ids.products]), isVisibleProduct(products, userId)))
      : [],
    ids.files.length
      ? executor
          .select({ id: productItems.id })
          .from(productItems)
          .innerJoin(products, eq(products.id, productItems.productId))
          .where(
            and(inArray(productItems.id, [...ids.files]), isProductTeam(products.teamId, userId)),
          )
      : [],
    ids.comments.length
      ? executor
          .select({ id: productComments.id })
          .from(productComments)
          .innerJoin(products, eq(products.id, productComments.productId))
          .where(
            and(
              inArray(productComments.id, [...ids.comments]),
              isVisibleComment(commentColumns, userId),
            ),
          )
      : [],
  ]);
  return new Set([...productRows, ...fileRows, ...commentRows].map((row) => row.id));
}

/** An image a palette reads: its stored path, and its name and extension to judge it by. */
export interface UploadRow {
  id: string;
  name: string;
  path: string;
  ext: string;
}

export interface ImageFileRow {
  id: string;
  productId: string;
  teamId: string;
  name: string;
  path: string;
  ext: string;
}

/**
 * The image files among `ids` (or, without ids, the product's images, oldest first) of the
 * products the user may view; a file they may not see is simply not there.
 */
export function imageFiles(
  executor: Executor,
  userId: string,
  which: { ids: readonly string[] } | { productId: string; max: number },
) {
  const chosen =
    'ids' in which
      ? inArray(productItems.id, [...which.ids])
      : eq(productItems.productId, which.productId);
  const query = executor
    .select({
      id: productItems.id,
      productId: productItems.productId,
      teamId: products.teamId,
      name: productItems.name,
      path: sql<string>`${productItems.path}`,
      ext: productItems.ext,
    })
    .from(productItems)
    .innerJoin(products, eq(products.id, productItems.productId))
    .where(and(chosen, eq(productItems.kind, 'file'), isProductTeam(products.teamId, userId)))
    .orderBy(asc(productItems.createdAt), asc(productItems.id))
    .$dynamic();
  return 'ids' in which ? query : query.limit(which.max);
}

export async function insertUploads(
  executor: Executor,
  values: readonly (typeof designmateUploads.$inferInsert)[],
) {
  return executor
    .insert(designmateUploads)
    .values([...values])
    .returning();
}

/** The conversation's own uploads among `ids` (its owner's, as the service checked). */
export function conversationUploads(
  executor: Executor,
  conversationId: string,
  ids: readonly string[],
): Promise<UploadRow[]> {
  return executor
    .select({
      id: designmateUploads.id,
      name: designmateUploads.name,
      path: designmateUploads.path,
      ext: designmateUploads.ext,
    })
    .from(designmateUploads)
    .where(
      and(
        eq(designmateUploads.conversationId, conversationId),
        inArray(designmateUploads.id, [...ids]),
      ),
    );
}

/** Whether a file's extension is one the image pipeline reads (the derivatives' list). */
export const isImageExtension = (ext: string) =>
  (DERIVATIVE_EXTENSIONS as readonly string[]).includes(ext.toLowerCase());

/** The team's colour library, for the palette's nearest colours. */
export function teamColours(executor: Executor, userId: string, teamId: string) {
  return executor
    .select({ id: colours.id, name: colours.name, hexCode: colours.hexCode })
    .from(colours)
    .where(and(eq(colours.teamId, teamId), isVisibleTeam(colours.teamId, userId)));
}

/** A comment's columns as `isVisibleComment` reads them, its product joined. */
const commentColumns = {
  productId: productComments.productId,
  teamId: products.teamId,
  visibility: productComments.visibility,
};

/**
 * The products of the team the user sees, by name (a supplier's person: those assigned to their
 * supplier, through the wall's own scope), at most `max`.
 */
export function visibleProductsOf(executor: Executor, userId: string, teamId: string, max: number) {
  return executor
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.teamId, teamId), isVisibleProduct(products, userId)))
    .orderBy(asc(products.name), asc(products.id))
    .limit(max);
}

export interface ThreadRow {
  id: string;
  text: string;
  fileId: string | null;
  pinned: boolean;
  resolved: boolean;
  author: string;
  createdAt: string;
}

/**
 * A product's whole thread — its own comments and its images' — oldest first, if the user reads
 * it; with `authorId`, only that person's comments.
 */
export function threadOf(executor: Executor, userId: string, productId: string, authorId?: string) {
  return rows<ThreadRow>(
    executor,
    sql`select ${productComments.id} as "id", ${productComments.text} as "text",
        ${productComments.fileId} as "fileId", ${productComments.x} is not null as "pinned",
        ${productComments.resolvedAt} is not null as "resolved",
        coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''),
          ${productComments.visitorName}, 'Someone') as "author",
        to_char(${productComments.createdAt} at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
      from ${productComments}
      join ${products} on ${products.id} = ${productComments.productId}
      left join ${users} on ${users.id} = ${productComments.authorId}
      where ${productComments.productId} = ${productId}
        and ${isVisibleComment(commentColumns, userId)}
        ${authorId ? sql`and ${productComments.authorId} = ${authorId}` : sql``}
      order by ${productComments.createdAt}, ${productComments.id}`,
  );
}

export interface CatalogueMatchRow {
  kind: 'category' | 'season' | 'fabric' | 'tag';
  id: string;
  name: string;
  rank: number;
}

/**
 * The team's catalogue entries whose names the text speaks of, best first: full-text ranking of
 * the text's document against each name (stemmed, so "pleats" finds "Pleated").
 */
export function catalogueMatches(
  executor: Executor,
  userId: string,
  teamId: string,
  text: string,
  max: number,
) {
  const entries = (kind: CatalogueMatchRow['kind'], table: string) =>
    sql`select ${kind}::text as kind, e.id, e.name from ${sql.raw(table)} e
      where e.team_id = ${teamId} and ${isVisibleTeam(sql`e.team_id`, userId)}`;
  return rows<CatalogueMatchRow>(
    executor,
    sql`with doc as (select to_tsvector('english', ${text}) as v),
      entries as (${entries('category', 'categories')} union all ${entries('season', 'seasons')}
        union all ${entries('fabric', 'fabrics')} union all ${entries('tag', 'tags')})
      select entries.kind, entries.id, entries.name,
        ts_rank(doc.v, plainto_tsquery('english', entries.name)) as rank
      from entries cross join doc
      where plainto_tsquery('english', entries.name)::text <> ''
        and doc.v @@ plainto_tsquery('english', entries.name)
      order by rank desc, length(entries.name) desc, entries.name
      limit ${max}`,
  );
}

export interface ColourMatchRow {
  kind: 'colour';
  id: string;
  name: string;
}

/** The team's library colours whose names the text speaks of, best first (as catalogueMatches). */
export function colourMatches(
  executor: Executor,
  userId: string,
  teamId: string,
  text: string,
  max: number,
) {
  return rows<ColourMatchRow>(
    executor,
    sql`with doc as (select to_tsvector('english', ${text}) as v)
      select 'colour' as kind, ${colours.id} as id, ${colours.name} as name
      from ${colours} cross join doc
      where ${colours.teamId} = ${teamId} and ${isVisibleTeam(colours.teamId, userId)}
        and plainto_tsquery('english', ${colours.name})::text <> ''
        and doc.v @@ plainto_tsquery('english', ${colours.name})
      order by ts_rank(doc.v, plainto_tsquery('english', ${colours.name})) desc,
        length(${colours.name}) desc, ${colours.name}
      limit ${max}`,
  );
}

export interface AuthoredCommentRow {
  id: string;
  text: string;
  fileId: string | null;
  productId: string;
  productName: string;
}

/**
 * The comments one person wrote on the team's products, the latest first — those whose text
 * matches `words` (a web search, stemmed) when there are any — if the user reads the comments.
 */
export function commentsBy(
  executor: Executor,
  userId: string,
  query: { teamId: string; authorId: string; words: string; max: number },
) {
  const matching = query.words
    ? sql`and product_comments.search_vector @@ websearch_to_tsquery('english', ${query.words})`
    : sql``;
  return rows<AuthoredCommentRow>(
    executor,
    sql`select ${productComments.id} as "id", ${productComments.text} as "text",
        ${productComments.fileId} as "fileId", ${products.id} as "productId",
        ${products.name} as "productName"
      from ${productComments}
      join ${products} on ${products.id} = ${productComments.productId}
      where ${products.teamId} = ${query.teamId}
        and ${productComments.authorId} = ${query.authorId}
        and ${isVisibleComment(commentColumns, userId)} ${matching}
      order by ${productComments.createdAt} desc, ${productComments.id}
      limit ${query.max}`,
  );
}
