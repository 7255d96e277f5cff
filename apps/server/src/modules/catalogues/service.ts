/**
 * Catalogues (issue 5): categories with sub-categories, fabrics, seasons and tags of a team. Any
 * active member reads them (viewTeam); adding and editing needs manageCatalogue, deleting
 * deleteCatalogue (the policy module decides both).
 */
import type { Readable } from 'node:stream';
import type { CatalogueKind, CurrencyCode, DeletedEntry } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { forgetMedia, registerMedia, removeMediaFiles } from '../../platform/media/media.ts';
import { receiveImage } from '../../platform/media/upload.ts';
import { transaction } from '../../platform/transaction.ts';
import { authorize } from '../policy/policy.ts';
import { KIND_TEXTS } from './kinds.ts';
import {
  presentCategory,
  presentFabric,
  presentPlainEntry,
  presentSubCategory,
} from './presenter.ts';
import {
  countEntries,
  countSubCategories,
  deleteEntry as removeEntry,
  findEntry,
  findSubCategory,
  insertEntry,
  listCategories,
  listFabrics,
  listPlainEntries,
  listSubCategories,
  lockFabric,
  nameTaken,
  setSwatch,
  updateEntry as saveEntry,
} from './queries.ts';
import type { EntryFilter } from './queries.ts';
import { pageTotal } from '../../db/pagination.ts';

interface FabricFields {
  composition?: string | undefined;
  weightGsm?: number | null | undefined;
  widthCm?: number | null | undefined;
  supplier?: string | undefined;
  pricePerMeter?: number | null | undefined;
  currency?: CurrencyCode | null | undefined;
  notes?: string | undefined;
}

/** A parsed create form of any catalogue (the domain schemas decide what each kind sends). */
export interface CreateInput extends FabricFields {
  teamId?: string | undefined;
  categoryId?: string | undefined;
  name: string;
}

/** A parsed update form; fields left out keep their value. */
export interface UpdateInput extends FabricFields {
  categoryId?: string | undefined;
  name: string;
}

export type ListQuery = Omit<EntryFilter, 'id'>;

/** One page of `kind`, presented. */
async function pageOf(
  ctx: AppContext,
  executor: Executor,
  kind: CatalogueKind,
  userId: string,
  filter: EntryFilter,
) {
  switch (kind) {
    case 'category': {
      const rows = await listCategories(executor, userId, filter);
      return { items: rows.map((row) => presentCategory(row, userId)) };
    }
    case 'subCategory': {
      const rows = await listSubCategories(executor, userId, filter);
      return { items: rows.map((row) => presentSubCategory(row, userId)) };
    }
    case 'fabric': {
      const rows = await listFabrics(executor, userId, filter);
      return {
        items: await Promise.all(rows.map((row) => presentFabric(row, userId, ctx.storage))),
      };
    }
    case 'season':
    case 'tag': {
      const rows = await listPlainEntries(executor, kind, userId, filter);
      return { items: rows.map((row) => presentPlainEntry(row, userId)) };
    }
  }
}

/** One entry as the user sees it (with policies). */
async function card(
  ctx: AppContext,
  executor: Executor,
  kind: CatalogueKind,
  userId: string,
  id: string,
) {
  const { items } = await pageOf(ctx, executor, kind, userId, {
    id,
    page: 1,
    limit: 1,
    sortBy: 'createdAt',
    orderBy: 'desc',
  });
  if (!items[0]) throw notFound();
  return items[0];
}

/**
 * A team's entries (404 to outsiders, 403 to blocked members), a category's sub-categories, or
 * without either the entries of every team the user owns or actively belongs to.
 */
export async function listEntries(
  ctx: AppContext,
  user: UserRow,
  kind: CatalogueKind,
  query: ListQuery,
) {
  if (query.categoryId && kind === 'subCategory') {
    const category = await findEntry(ctx.db, 'category', query.categoryId);
    if (!category || (query.teamId && query.teamId !== category.teamId)) throw notFound();
    await authorize(ctx.db, user, 'viewTeam', { kind: 'team', teamId: category.teamId });
  } else if (query.teamId) {
    await authorize(ctx.db, user, 'viewTeam', { kind: 'team', teamId: query.teamId });
  }
  const search = query.search || undefined;
  const filter = { ...query, search };
  const { items } = await pageOf(ctx, ctx.db, kind, user.id, filter);
  const total = await pageTotal(query, items.length, () =>
    countEntries(ctx.db, kind, user.id, filter),
  );
  return { data: items, pagination: { page: query.page, limit: query.limit, total } };
}

export async function getEntry(ctx: AppContext, user: UserRow, kind: CatalogueKind, id: string) {
  const entry = await findEntry(ctx.db, kind, id);
  if (!entry) throw notFound();
  await authorize(ctx.db, user, 'viewTeam', { kind: 'team', teamId: entry.teamId });
  return card(ctx, ctx.db, kind, user.id, id);
}

/** The fabric columns a form sets; on create what is left out gets its empty value. */
function fabricValues(input: FabricFields, fill: boolean) {
  const pick = <T>(value: T | undefined, empty: T) => (value === undefined && fill ? empty : value);
  const values = {
    composition: pick(input.composition, ''),
    weightGsm: pick(input.weightGsm, null),
    widthCm: pick(input.widthCm, null),
    supplier: pick(input.supplier, ''),
    pricePerMeter: pick(input.pricePerMeter, null),
    currency: pick(input.currency, null),
    notes: pick(input.notes, ''),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** The category a sub-category goes in; it must be in `teamId` when that is known. */
async function categoryOf(executor: Executor, categoryId: string, teamId?: string) {
  const category = await findEntry(executor, 'category', categoryId);
  if (!category || (teamId && category.teamId !== teamId)) throw notFound();
  return category;
}

export async function createEntry(
  ctx: AppContext,
  user: UserRow,
  kind: CatalogueKind,
  input: CreateInput,
) {
  return transaction(ctx, async (tx) => {
    let teamId = input.teamId;
    let categoryId: string | undefined;
    if (kind === 'subCategory') {
      const category = await categoryOf(tx, input.categoryId!, teamId);
      teamId = category.teamId;
      categoryId = category.id;
    }
    await authorize(tx, user, 'manageCatalogue', { kind: 'team', teamId: teamId! });
    const texts = KIND_TEXTS[kind];
    if (await nameTaken(tx, kind, { teamId: teamId!, categoryId }, input.name)) {
      throw conflict(texts.taken);
    }
    const created = await insertEntry(tx, kind, {
      teamId: teamId!,
      name: input.name,
      createdBy: user.id,
      ...(categoryId ? { categoryId } : {}),
      ...(kind === 'fabric' ? fabricValues(input, true) : {}),
    });
    if (!created) throw conflict(texts.taken);
    return card(ctx, tx, kind, user.id, created.id);
  });
}

export async function updateEntry(
  ctx: AppContext,
  user: UserRow,
  kind: CatalogueKind,
  id: string,
  input: UpdateInput,
) {
  return transaction(ctx, async (tx) => {
    const entry = await findEntry(tx, kind, id);
    if (!entry) throw notFound();
    await authorize(tx, user, 'manageCatalogue', { kind: 'team', teamId: entry.teamId });
    let categoryId: string | undefined;
    if (kind === 'subCategory') {
      const current = await findSubCategory(tx, id);
      categoryId = input.categoryId ?? current!.categoryId;
      if (categoryId !== current!.categoryId) await categoryOf(tx, categoryId, entry.teamId);
    }
    const texts = KIND_TEXTS[kind];
    if (await nameTaken(tx, kind, { teamId: entry.teamId, categoryId }, input.name, id)) {
      throw conflict(texts.taken);
    }
    try {
      await saveEntry(tx, kind, id, {
        name: input.name,
        ...(kind === 'subCategory' ? { categoryId } : {}),
        ...(kind === 'fabric' ? fabricValues(input, false) : {}),
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(texts.taken);
      throw err;
    }
    return card(ctx, tx, kind, user.id, id);
  });
}

/**
 * Deletes the entry; a category takes its sub-categories with it, a fabric its swatch. Products
 * (issue 6) will keep nothing of a deleted entry: their references are cleared, not refused.
 */
export async function deleteEntry(
  ctx: AppContext,
  user: UserRow,
  kind: CatalogueKind,
  id: string,
): Promise<DeletedEntry> {
  const { result, swatch } = await transaction(ctx, async (tx) => {
    const entry = await findEntry(tx, kind, id);
    if (!entry) throw notFound();
    await authorize(tx, user, 'deleteCatalogue', { kind: 'team', teamId: entry.teamId });
    const deleted: DeletedEntry = { _id: id };
    let swatchPath: string | null = null;
    if (kind === 'category') deleted.subCategoriesDeleted = await countSubCategories(tx, [id]);
    if (kind === 'fabric') {
      swatchPath = (await lockFabric(tx, id))?.swatchPath ?? null;
      if (swatchPath) await forgetMedia(tx, [swatchPath]);
    }
    if (!(await removeEntry(tx, kind, id))) throw notFound();
    return { result: deleted, swatch: swatchPath };
  });
  await removeMediaFiles(ctx.storage, [swatch]);
  return result;
}

// ---------------------------------------------------------------- fabric swatches

/**
 * Streams the swatch into storage (after checking who is asking, so strangers store nothing),
 * then records it, queues its derivatives and swaps it in, in one transaction; the old swatch's
 * files go once that has committed. If anything fails the new file is removed again.
 */
export async function uploadSwatch(
  ctx: AppContext,
  user: UserRow,
  fabricId: string,
  fileName: string,
  body: Readable & { truncated?: boolean },
) {
  let teamId: string;
  try {
    const fabric = await findEntry(ctx.db, 'fabric', fabricId);
    if (!fabric) throw notFound();
    await authorize(ctx.db, user, 'manageCatalogue', { kind: 'team', teamId: fabric.teamId });
    teamId = fabric.teamId;
  } catch (err) {
    body.resume();
    throw err;
  }
  const image = await receiveImage(ctx.storage, `fabrics/${teamId}/${fabricId}/`, fileName, body);
  let previous: string | null;
  try {
    previous = await transaction(ctx, async (tx) => {
      const fabric = await lockFabric(tx, fabricId);
      if (!fabric) throw notFound();
      await authorize(tx, user, 'manageCatalogue', { kind: 'team', teamId: fabric.teamId });
      await registerMedia(tx, image, { ownerId: user.id, teamId: fabric.teamId });
      await setSwatch(tx, fabricId, image.path);
      if (fabric.swatchPath) await forgetMedia(tx, [fabric.swatchPath]);
      return fabric.swatchPath;
    });
  } catch (err) {
    await removeMediaFiles(ctx.storage, [image.path]);
    throw err;
  }
  await removeMediaFiles(ctx.storage, [previous]);
  return card(ctx, ctx.db, 'fabric', user.id, fabricId);
}

export async function removeSwatch(ctx: AppContext, user: UserRow, fabricId: string) {
  const previous = await transaction(ctx, async (tx) => {
    const fabric = await lockFabric(tx, fabricId);
    if (!fabric) throw notFound();
    await authorize(tx, user, 'manageCatalogue', { kind: 'team', teamId: fabric.teamId });
    if (fabric.swatchPath) {
      await setSwatch(tx, fabricId, null);
      await forgetMedia(tx, [fabric.swatchPath]);
    }
    return fabric.swatchPath;
  });
  await removeMediaFiles(ctx.storage, [previous]);
  return card(ctx, ctx.db, 'fabric', user.id, fabricId);
}
