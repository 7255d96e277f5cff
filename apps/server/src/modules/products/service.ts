/**
 * Products (issue 11): create, read, edit, delete, like and duplicate, each through the policy
 * (SPEC §6): adding needs canAddProduct in the team, everything else the product rules. Catalogue
 * links must be entries of the product's own team; anything else is a 400 and nothing is stored.
 */
import { messages, PRODUCT_LINKS_MAX, PRODUCT_NAME_MAX, displayName } from '@atelier/domain';
import type {
  NamedRef,
  PolicyAction,
  Product,
  ProductAction,
  TCreateProductSchema,
  TUpdateProductSchema,
} from '@atelier/domain';
import type { Executor, Tx } from '../../db/client.ts';
import { pageTotal } from '../../db/pagination.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/http/errors.ts';
import { releaseUploads } from '../../platform/media/orphaned-uploads.ts';
import { transaction } from '../../platform/transaction.ts';
import { notice, notify } from '../notifications/service.ts';
import { supplierAudience, usersAllowed } from '../policy/audience.ts';
import { authorizeNewProduct } from '../policy/plans.ts';
import { authorize, authorizeStanding } from '../policy/policy.ts';
import type { Actor } from '../policy/policy.ts';
import { membershipOfRow } from '../policy/standing.ts';
import type { ShareLinkGrant, Standing } from '../policy/standing.ts';
import { onTimeline } from '../timeline/service.ts';
import { productEvent, recordWebhookEvent, stageChangedEvent } from '../webhooks/service.ts';
import { copyTree, productFilePaths } from './files-queries.ts';
import { settleStageMove } from './approvals-service.ts';
import { productEdits } from './timeline-edits.ts';
import { productChanged } from './live.ts';
import { presentDeadline, presentProduct } from './presenter.ts';
import {
  addLike,
  bumpLikeCount,
  countProducts,
  countTeamEntries,
  deadlinesBetween,
  deleteProduct as removeProduct,
  findProduct,
  findProductStanding,
  findSubCategory,
  insertProduct,
  linkIds,
  LINKS,
  listProducts,
  lockProduct,
  productCard,
  removeLike,
  replaceLinks,
  sheetCards,
  updateProduct as saveProduct,
} from './queries.ts';
import type { LinkKind, ProductFilters, ProductListOptions, ProductValues } from './queries.ts';

/** The wall's filters, for the modules that list products through this service. */
export type { ProductFilters } from './queries.ts';

type ProductInput = Omit<TUpdateProductSchema, 'fabricIds' | 'tagIds' | 'colourIds'> & {
  fabricIds?: string[] | undefined;
  tagIds?: string[] | undefined;
  colourIds?: string[] | undefined;
};

const LINK_FIELDS: Record<LinkKind, 'fabricIds' | 'tagIds' | 'colourIds'> = {
  fabrics: 'fabricIds',
  tags: 'tagIds',
  colours: 'colourIds',
};

const LINK_MESSAGES: Record<LinkKind, string> = {
  fabrics: messages.fabricOfTeam,
  tags: messages.tagOfTeam,
  colours: messages.colourOfTeam,
};

/** The product, once the policy lets the actor (a share link's visitor too) do `action` on it. */
export async function productFor(
  executor: Executor,
  actor: Actor,
  productId: string,
  action: ProductAction,
) {
  const product = await findProduct(executor, productId);
  if (!product) throw notFound();
  await authorize(executor, actor, action, { kind: 'product', ...product });
  return product;
}

/**
 * The product and the user's standing in its team, refused as productFor refuses: for a caller
 * that also needs the standing (its policies). One statement carries both, as the product's card
 * does.
 */
export async function productAndStanding(
  executor: Executor,
  user: UserRow,
  productId: string,
  action: ProductAction,
) {
  const row = await findProductStanding(executor, user.id, productId);
  if (!row) throw notFound();
  const { product } = row;
  const standing: Standing = {
    kind: 'user',
    userId: user.id,
    membership: membershipOfRow(row, user.id),
  };
  authorizeStanding(standing, action, { kind: 'product', id: product.id, teamId: product.teamId });
  return { product, standing };
}

/** No account has this id: the card's membership and like columns stay empty for a visitor. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

/** The product a share link opens, as its visitor sees it. */
export async function sharedProduct(ctx: AppContext, grant: ShareLinkGrant) {
  const row = await productCard(ctx.db, NO_USER, grant.productId);
  if (!row) throw notFound(messages.shareLinkInvalid);
  const standing = await authorize(ctx.db, { shareLink: grant }, 'view', {
    kind: 'product',
    id: row.id,
    teamId: row.teamId,
  });
  return presentProduct(ctx.files, row, standing);
}

async function card(ctx: AppContext, executor: Executor, userId: string, id: string) {
  const row = await productCard(executor, userId, id);
  if (!row) throw notFound();
  return presentProduct(ctx.files, row, userId);
}

/** Throws a field's 400 unless every catalogue link of the input is an entry of the team. */
async function checkLinks(
  executor: Executor,
  teamId: string,
  input: ProductInput,
  categoryId: string | null,
) {
  if (
    input.categoryId &&
    (await countTeamEntries(executor, 'category', teamId, [input.categoryId])) === 0
  )
    throw fieldError('categoryId', messages.categoryOfTeam);
  if (
    input.seasonId &&
    (await countTeamEntries(executor, 'season', teamId, [input.seasonId])) === 0
  )
    throw fieldError('seasonId', messages.seasonOfTeam);
  if (input.subCategoryId) {
    const sub = await findSubCategory(executor, teamId, input.subCategoryId);
    if (!sub || sub.categoryId !== categoryId)
      throw fieldError('subCategoryId', messages.subCategoryOfTeam);
  }
  for (const kind of Object.keys(LINKS) as LinkKind[]) {
    const ids = input[LINK_FIELDS[kind]];
    if (
      ids &&
      ids.length > 0 &&
      (await countTeamEntries(executor, kind, teamId, ids)) !== ids.length
    )
      throw fieldError(LINK_FIELDS[kind], LINK_MESSAGES[kind]);
  }
}

/** The product columns an input sets (undefined leaves a column as it is). */
function columnsOf(input: ProductInput): Partial<ProductValues> {
  return {
    name: input.name,
    description: input.description,
    categoryId: input.categoryId,
    subCategoryId: input.subCategoryId,
    seasonId: input.seasonId,
    deadline: input.deadline,
    stage: input.stage,
  };
}

async function saveLinks(executor: Executor, productId: string, input: ProductInput) {
  for (const kind of Object.keys(LINKS) as LinkKind[]) {
    const ids = input[LINK_FIELDS[kind]];
    if (ids) await replaceLinks(executor, kind, productId, ids);
  }
}

/**
 * Who reads a line sheet: its maker making a file (`makeLineSheet`), or a live link's visitor,
 * read as the member who shared it while they may still share the team's products
 * (`shareLineSheet`). Either way the products are those `userId` may view.
 */
export interface SheetReader {
  userId: string;
  action: Extract<PolicyAction, 'makeLineSheet' | 'shareLineSheet'>;
}

type SheetOptions = Parameters<typeof sheetCards>[2];

/**
 * A line sheet's products (issue 36), through the wall's filters and order, `limit` from
 * `offset`: once the policy lets the reader read the team's sheets (403, or 404 to outsiders).
 */
export async function lineSheetProducts(
  executor: Executor,
  reader: SheetReader,
  options: SheetOptions,
  page: { limit: number; offset: number },
) {
  await authorize(executor, { id: reader.userId }, reader.action, {
    kind: 'team',
    teamId: options.teamId,
  });
  return sheetCards(executor, reader.userId, options, page);
}

/** How many products of the wall's filters a line sheet's reader lists (its size). */
export async function countViewable(
  executor: Executor,
  reader: SheetReader,
  filters: ProductFilters & { teamId: string },
) {
  await authorize(executor, { id: reader.userId }, reader.action, {
    kind: 'team',
    teamId: filters.teamId,
  });
  return countProducts(executor, reader.userId, filters);
}

/** The wall: one team's products (when it lets the user view them), or those of all my teams. */
export async function listAll(ctx: AppContext, user: UserRow, query: ProductListOptions) {
  const options = { ...query, search: query.search || undefined };
  const { rows, total: counted } = await listProducts(ctx.db, user.id, options);
  // The query shows only teams whose products the user may view, so a row proves the right; an
  // empty page asks the policy whether it is empty or forbidden (403, or 404 to outsiders).
  if (query.teamId && rows.length === 0)
    await authorize(ctx.db, user, 'canViewProducts', { kind: 'team', teamId: query.teamId });
  const total =
    counted ?? (await pageTotal(query, 0, () => countProducts(ctx.db, user.id, options)));
  return {
    data: await Promise.all(rows.map((row) => presentProduct(ctx.files, row, user.id))),
    pagination: { page: query.page, limit: query.limit, total },
  };
}

/** One product: its card query carries the user's membership, so the policy needs no query. */
export async function getProduct(ctx: AppContext, user: UserRow, id: string) {
  const row = await productCard(ctx.db, user.id, id);
  if (!row) throw notFound();
  const standing = {
    kind: 'user' as const,
    userId: user.id,
    membership: membershipOfRow(row, user.id),
  };
  authorizeStanding(standing, 'open', { kind: 'product', id: row.id, teamId: row.teamId });
  return presentProduct(ctx.files, row, user.id);
}

/**
 * The team's product deadlines within [firstDate, lastDate] (inclusive dates) for a calendar:
 * none for a user who may not view the team's products, each with whether they may move it.
 */
export async function deadlinesInRange(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  firstDate: string,
  lastDate: string,
) {
  const rows = await deadlinesBetween(ctx.db, user.id, teamId, firstDate, lastDate);
  return rows.map((row) => presentDeadline(row, user.id));
}

export async function createProduct(ctx: AppContext, user: UserRow, input: TCreateProductSchema) {
  return transaction(ctx, async (tx) => {
    await authorize(tx, user, 'canAddProduct', { kind: 'team', teamId: input.teamId });
    await authorizeNewProduct(tx, input.teamId);
    await checkLinks(tx, input.teamId, input, input.categoryId ?? null);
    const id = await insertProduct(tx, {
      ...columnsOf(input),
      name: input.name,
      teamId: input.teamId,
      createdBy: user.id,
      updatedBy: user.id,
    });
    await saveLinks(tx, id, input);
    await productChanged.record(tx, { teamId: input.teamId, productId: id, change: 'created' });
    await onTimeline(tx, {
      productId: id,
      kind: 'product',
      action: 'created',
      actor: { userId: user.id },
    });
    const created = await card(ctx, tx, user.id, id);
    await recordWebhookEvent(tx, productEvent('product.created', created));
    return created;
  });
}

/**
 * Edits a product. A new stage that its team gates is not entered: its approvers are asked
 * (`approvalAsked`), and the product stays where it is until they agree.
 */
export async function editProduct(ctx: AppContext, user: UserRow, id: string, input: ProductInput) {
  return transaction(ctx, (tx) => editWithin(ctx, tx, user, id, () => input));
}

/** What a product's links become: what it has, and these (designmate's palette, a suggestion). */
export interface LinkAdditions {
  categoryId?: string;
  seasonId?: string;
  fabricIds?: readonly string[];
  tagIds?: readonly string[];
  colourIds?: readonly string[];
}

/**
 * Adds catalogue entries to a product, keeping those it has, inside the caller's transaction: the
 * product is locked before its links are read, so a teammate's change at the same moment is kept.
 */
export async function addProductLinks(
  ctx: AppContext,
  tx: Tx,
  user: UserRow,
  id: string,
  add: LinkAdditions,
) {
  const merged = (field: 'fabricIds' | 'tagIds' | 'colourIds', had: readonly NamedRef[]) => {
    const extra = add[field];
    if (!extra) return undefined;
    const ids = [...new Set([...had.map((entry) => entry._id), ...extra])];
    if (ids.length > PRODUCT_LINKS_MAX) throw fieldError(field, messages.tooManyLinks);
    return ids;
  };
  const edited = await editWithin(ctx, tx, user, id, (before) => ({
    ...(add.categoryId ? { categoryId: add.categoryId } : {}),
    ...(add.seasonId ? { seasonId: add.seasonId } : {}),
    fabricIds: merged('fabricIds', before.fabrics),
    tagIds: merged('tagIds', before.tags),
    colourIds: merged('colourIds', before.colours),
  }));
  return edited.product;
}

/** An edit in the caller's transaction, its input made from the product as it is once locked. */
async function editWithin(
  ctx: AppContext,
  tx: Tx,
  user: UserRow,
  id: string,
  inputOf: (before: Product) => ProductInput,
) {
  const product = await lockProduct(tx, id);
  if (!product) throw notFound();
  await authorize(tx, user, 'edit', { kind: 'product', ...product });
  const before = await card(ctx, tx, user.id, id);
  const input = inputOf(before);
  const categoryId = input.categoryId === undefined ? product.categoryId : input.categoryId;
  // A new category leaves the old sub-category behind unless one of the new is chosen.
  let changes =
    input.categoryId !== undefined && input.subCategoryId === undefined
      ? { ...input, subCategoryId: null }
      : input;
  await checkLinks(tx, product.teamId, changes, categoryId);
  const moving = changes.stage !== undefined && changes.stage !== product.stage;
  const approvalAsked =
    moving && (await settleStageMove(tx, user, product, changes.stage!)) === 'asked';
  if (approvalAsked) changes = { ...changes, stage: undefined };
  await saveProduct(tx, id, { ...columnsOf(changes), updatedBy: user.id });
  await saveLinks(tx, id, changes);
  await productChanged.record(tx, { teamId: product.teamId, productId: id, change: 'updated' });
  const after = await card(ctx, tx, user.id, id);
  await onTimeline(tx, ...productEdits(before, after, user.id));
  await recordWebhookEvent(tx, productEvent('product.updated', after));
  if (after.stage !== product.stage)
    await recordWebhookEvent(tx, stageChangedEvent(product, product.stage, after.stage, user.id));
  return { product: after, approvalAsked };
}

export async function updateProduct(
  ctx: AppContext,
  user: UserRow,
  id: string,
  input: ProductInput,
) {
  return (await editProduct(ctx, user, id, input)).product;
}

export async function deleteProduct(ctx: AppContext, user: UserRow, id: string) {
  await transaction(ctx, async (tx) => {
    const product = await lockProduct(tx, id);
    if (!product) throw notFound();
    await authorize(tx, user, 'delete', { kind: 'product', ...product });
    const paths = await productFilePaths(tx, id);
    await removeProduct(tx, id);
    await releaseUploads(tx, paths);
    await productChanged.record(tx, { teamId: product.teamId, productId: id, change: 'deleted' });
  });
  return { _id: id };
}

/** Likes the product, or takes the like back; the creator hears of a new like (likeProduct). */
export async function toggleLike(ctx: AppContext, user: UserRow, id: string) {
  return transaction(ctx, async (tx) => {
    const product = await lockProduct(tx, id);
    if (!product) throw notFound();
    await authorize(tx, user, 'like', { kind: 'product', ...product });
    const liked = !(await removeLike(tx, id, user.id));
    if (liked) await addLike(tx, id, user.id);
    const likeCount = await bumpLikeCount(tx, id, liked ? 1 : -1);
    await productChanged.record(tx, { teamId: product.teamId, productId: id, change: 'updated' });
    if (!liked) return { productId: id, liked, likeCount };
    if (product.createdBy && product.createdBy !== user.id) {
      await notify(tx, {
        userIds: [product.createdBy],
        key: 'likeProduct',
        message: `${displayName(user)} ${messages.productLikedNotice} ${product.name}.`,
        teamId: product.teamId,
        productId: id,
        actorId: user.id,
        payload: {
          productId: id,
          productName: product.name,
          notice: notice('productLiked', { actor: displayName(user), product: product.name }),
        },
      });
    }
    return { productId: id, liked, likeCount };
  });
}

const copyName = (name: string) => {
  const suffix = ' (copy)';
  return `${name.slice(0, PRODUCT_NAME_MAX - suffix.length)}${suffix}`;
};

/** A new product of the same team with the same fields, links and files, made by the user. */
export async function duplicateProduct(ctx: AppContext, user: UserRow, id: string) {
  return transaction(ctx, async (tx) => {
    const product = await findProduct(tx, id);
    if (!product) throw notFound();
    await authorize(tx, user, 'duplicate', { kind: 'product', ...product });
    await authorizeNewProduct(tx, product.teamId);
    const copyId = await insertProduct(tx, {
      teamId: product.teamId,
      name: copyName(product.name),
      description: product.description,
      categoryId: product.categoryId,
      subCategoryId: product.subCategoryId,
      seasonId: product.seasonId,
      deadline: product.deadline,
      stage: product.stage,
      styleNumber: product.styleNumber,
      sizes: product.sizes,
      composition: product.composition,
      wholesalePrice: product.wholesalePrice,
      retailPrice: product.retailPrice,
      priceCurrency: product.priceCurrency,
      deliveryFrom: product.deliveryFrom,
      deliveryTo: product.deliveryTo,
      createdBy: user.id,
      updatedBy: user.id,
    });
    for (const kind of Object.keys(LINKS) as LinkKind[]) {
      await replaceLinks(tx, kind, copyId, await linkIds(tx, kind, id));
    }
    await copyTree(tx, id, copyId, user.id);
    await productChanged.record(tx, {
      teamId: product.teamId,
      productId: copyId,
      change: 'created',
    });
    await onTimeline(tx, {
      productId: copyId,
      kind: 'product',
      action: 'duplicated',
      actor: { userId: user.id },
      subject: product.name,
    });
    const copy = await card(ctx, tx, user.id, copyId);
    await recordWebhookEvent(tx, productEvent('product.created', copy));
    return copy;
  });
}

/**
 * A product a user may open (as `GET product/{id}` asks) and whether they see it as one of its
 * suppliers' people: presence watches a product under the same rule as its page.
 */
export async function productToWatch(executor: Executor, userId: string, productId: string) {
  const product = await findProduct(executor, productId);
  if (!product) throw notFound();
  const standing = await authorize(executor, { id: userId }, 'open', {
    kind: 'product',
    ...product,
  });
  const isSupplier = standing.kind === 'user' && standing.membership?.supplier != null;
  return { teamId: product.teamId, isSupplier };
}

/**
 * Of `userIds`, those who may open the product (as `productToWatch` asks, for many at once): its
 * team's people the policy lets open it and its suppliers' active people. Presence's heartbeat
 * asks this once per product rather than once per watcher.
 */
export async function usersWhoMayOpen(
  executor: Executor,
  productId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  const product = await findProduct(executor, productId);
  if (!product) return new Set();
  const ref = { id: product.id, teamId: product.teamId };
  const [members, suppliers] = await Promise.all([
    usersAllowed(executor, 'open', ref, userIds),
    supplierAudience(executor, productId),
  ]);
  const asked = new Set(userIds);
  return new Set([...members, ...suppliers.filter((userId) => asked.has(userId))]);
}
