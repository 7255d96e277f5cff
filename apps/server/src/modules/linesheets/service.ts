/**
 * Line sheets (issue 36 §4): files asked for by a member who may view the team's products, made
 * by a durable job and read back by their maker only; live links made and revoked by those who
 * may share the team's products, read by anyone holding one until it expires.
 */
import {
  LINESHEET_MAX_PRODUCTS,
  LINESHEET_QUEUED_MAX,
  LINESHEET_SHARED_PAGE,
  messages,
  type LineSheet,
  type SharedLineSheet,
  type ZCreateLineSheetLinkSchema,
  type ZCreateLineSheetSchema,
} from '@atelier/domain';
import type { z } from 'zod';
import type { LineSheetRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';
import { AppError, badRequest, notFound, tooManyRequests } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { authorizeStorage } from '../policy/plans.ts';
import { authorize } from '../policy/policy.ts';
import { countViewable, type SheetReader } from '../products/service.ts';
import { dateFormatOf, languageOf } from '../settings/service.ts';
import { linkIdOf } from '../sharing/tokens.ts';
import { readSheet, sheetOptions } from './cards.ts';
import { lineSheetLane } from './job.ts';
import { presentLineSheet, presentLink, presentSharedSheet } from './presenter.ts';
import {
  countMaking,
  deleteLink,
  findLineSheet,
  findLink,
  insertLineSheet,
  insertLink,
  lockMaker,
  myLineSheets,
  teamCover,
  teamLinks,
} from './queries.ts';

const RECENT_SHEETS = 5;
/** A sheet queued this long ago no longer counts against its maker's limit, whatever its row says. */
const MAKING_FOR_AT_MOST_MS = 86_400_000;

const maker = (user: UserRow): SheetReader => ({ userId: user.id, action: 'makeLineSheet' });

async function present(ctx: AppContext, row: LineSheetRow): Promise<LineSheet> {
  const team = await teamCover(ctx.db, row.teamId);
  return presentLineSheet(ctx.files, row, team?.name ?? '');
}

/**
 * Queues a sheet of the products the member may view, in its size's lane, written in the language
 * asked for (else the member's saved one, fixed now: a later change of settings does not touch a
 * sheet already asked for): refused when it is empty or too large, when the member has LINESHEET_QUEUED_MAX being made already (429), and when
 * the team's storage is full (the kept files count in it).
 */
export async function createLineSheet(
  ctx: AppContext,
  user: UserRow,
  input: z.output<typeof ZCreateLineSheetSchema>,
) {
  const count = await countViewable(ctx.db, maker(user), sheetOptions(input.teamId, input.filters));
  if (count === 0) throw badRequest(messages.lineSheetEmpty);
  if (count > LINESHEET_MAX_PRODUCTS) throw badRequest(messages.lineSheetTooLarge);
  const language = input.language ?? (await languageOf(ctx.db, user.id));
  const row = await transaction(ctx, async (tx) => {
    await lockMaker(tx, user.id);
    const since = new Date(Date.now() - MAKING_FOR_AT_MOST_MS);
    if ((await countMaking(tx, user.id, since)) >= LINESHEET_QUEUED_MAX)
      throw tooManyRequests(messages.lineSheetQueueFull);
    // The file's size is known once it is drawn: a team already at its limit makes none.
    await authorizeStorage(tx, input.teamId, 1);
    const created = await insertLineSheet(tx, {
      teamId: input.teamId,
      createdBy: user.id,
      format: input.format,
      filters: input.filters,
      productCount: count,
    });
    await enqueue(tx, lineSheetLane(count), { lineSheetId: created.id, language });
    return created;
  });
  return present(ctx, row);
}

/** The sheets I asked for in the team lately, newest first: the wall's Export menu lists them. */
export async function recentLineSheets(ctx: AppContext, user: UserRow, teamId: string) {
  await authorize(ctx.db, user, 'makeLineSheet', { kind: 'team', teamId });
  const rows = await myLineSheets(ctx.db, user.id, teamId, RECENT_SHEETS);
  return Promise.all(rows.map((row) => present(ctx, row)));
}

/**
 * A sheet its maker asked for, while they may still make the team's sheets; anyone else is told
 * it does not exist.
 */
export async function getLineSheet(ctx: AppContext, user: UserRow, id: string) {
  const row = await findLineSheet(ctx.db, id);
  if (!row || row.createdBy !== user.id) throw notFound();
  await authorize(ctx.db, user, 'makeLineSheet', { kind: 'team', teamId: row.teamId });
  return present(ctx, row);
}

export async function createLink(
  ctx: AppContext,
  user: UserRow,
  input: z.output<typeof ZCreateLineSheetLinkSchema>,
) {
  await authorize(ctx.db, user, 'shareLineSheet', { kind: 'team', teamId: input.teamId });
  const row = await insertLink(ctx.db, {
    teamId: input.teamId,
    title: input.title,
    filters: input.filters,
    createdBy: user.id,
    expiresAt: new Date(Date.now() + input.expiresInDays * 86_400_000),
  });
  return presentLink(ctx.secrets, ctx.config.publicUrl, row);
}

export async function listLinks(ctx: AppContext, user: UserRow, teamId: string) {
  await authorize(ctx.db, user, 'shareLineSheet', { kind: 'team', teamId });
  return (await teamLinks(ctx.db, teamId)).map((row) =>
    presentLink(ctx.secrets, ctx.config.publicUrl, row),
  );
}

export async function revokeLink(ctx: AppContext, user: UserRow, id: string) {
  const row = await findLink(ctx.db, id);
  if (!row) throw notFound();
  await authorize(ctx.db, user, 'shareLineSheet', { kind: 'team', teamId: row.teamId });
  await deleteLink(ctx.db, row.id);
  return { _id: row.id };
}

/**
 * A page of the live sheet as it is now, for whoever holds a valid, unexpired token: read as the
 * member who shared it, while they may still share the team's products (a link of someone who
 * left, or lost the right, no longer opens).
 */
export async function openLink(
  ctx: AppContext,
  token: string,
  page: number,
): Promise<SharedLineSheet> {
  const invalid = () => notFound(messages.lineSheetLinkInvalid);
  const id = linkIdOf(ctx.secrets, token, 'linesheet');
  const row = id ? await findLink(ctx.db, id) : undefined;
  if (!row?.createdBy || row.expiresAt.getTime() <= Date.now()) throw invalid();
  const reader: SheetReader = { userId: row.createdBy, action: 'shareLineSheet' };
  const offset = (page - 1) * LINESHEET_SHARED_PAGE;
  // A sheet lists at most LINESHEET_MAX_PRODUCTS: its pages end there.
  const limit = Math.max(0, Math.min(LINESHEET_SHARED_PAGE, LINESHEET_MAX_PRODUCTS - offset));
  const read = await Promise.all([
    countViewable(ctx.db, reader, sheetOptions(row.teamId, row.filters)),
    limit > 0 ? readSheet(ctx.db, reader, row.teamId, row.filters, { limit, offset }) : [],
    teamCover(ctx.db, row.teamId),
    dateFormatOf(ctx, row.createdBy),
  ]).catch((error: unknown) => {
    if (error instanceof AppError) throw invalid();
    throw error;
  });
  const [count, products, team, dateFormat] = read;
  const total = Math.min(count, LINESHEET_MAX_PRODUCTS);
  const nextPage = offset + products.length < total && products.length > 0 ? page + 1 : null;
  return presentSharedSheet(ctx, row, team, products, { page, total, nextPage }, dateFormat);
}
