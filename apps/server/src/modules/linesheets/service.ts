/**
 * Line sheets (issue 36 §4): files asked for by a member who may view the team's products, made
 * by a durable job and read back by their maker only; live links made and revoked by those who
 * may share the team's products, read by anyone holding one until it expires.
 */
import {
  LINESHEET_MAX_PRODUCTS,
  messages,
  type LineSheet,
  type LineSheetLink,
  type SharedLineSheet,
  type ZCreateLineSheetLinkSchema,
  type ZCreateLineSheetSchema,
} from '@atelier/domain';
import type { z } from 'zod';
import type { LineSheetLinkRow, LineSheetRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { urlOf } from '../../platform/storage/storage.ts';
import { transaction } from '../../platform/transaction.ts';
import { authorize } from '../policy/policy.ts';
import { countViewable } from '../products/service.ts';
import { linkIdOf, shareToken } from '../sharing/tokens.ts';
import { presentCards, readSheet } from './cards.ts';
import { lineSheetFileName, lineSheetJob } from './job.ts';
import {
  deleteLink,
  findLineSheet,
  findLink,
  insertLineSheet,
  insertLink,
  myLineSheets,
  teamCover,
  teamLinks,
} from './queries.ts';

const RECENT_SHEETS = 5;

/** A live link's visitor reads the team's products, as no member. */
const VISITOR = { userId: '00000000-0000-0000-0000-000000000000', scoped: false };

async function present(ctx: AppContext, row: LineSheetRow): Promise<LineSheet> {
  const team = await teamCover(ctx.db, row.teamId);
  return {
    _id: row.id,
    teamId: row.teamId,
    format: row.format,
    status: row.status,
    productCount: row.productCount,
    done: row.done,
    fileName: lineSheetFileName(team?.name ?? '', row),
    resultUrl: row.status === 'ready' && row.fileKey ? await ctx.files.url(row.fileKey) : null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function createLineSheet(
  ctx: AppContext,
  user: UserRow,
  input: z.output<typeof ZCreateLineSheetSchema>,
) {
  await authorize(ctx.db, user, 'canViewProducts', { kind: 'team', teamId: input.teamId });
  const count = await countViewable(ctx.db, user.id, {
    ...input.filters,
    teamId: input.teamId,
    search: input.filters.search || undefined,
  });
  if (count === 0) throw badRequest(messages.lineSheetEmpty);
  if (count > LINESHEET_MAX_PRODUCTS) throw badRequest(messages.lineSheetTooLarge);
  const row = await transaction(ctx, async (tx) => {
    const created = await insertLineSheet(tx, {
      teamId: input.teamId,
      createdBy: user.id,
      format: input.format,
      filters: input.filters,
      productCount: count,
    });
    await enqueue(tx, lineSheetJob, { lineSheetId: created.id });
    return created;
  });
  return present(ctx, row);
}

/** The sheets I asked for in the team lately, newest first: the wall's Export menu lists them. */
export async function recentLineSheets(ctx: AppContext, user: UserRow, teamId: string) {
  await authorize(ctx.db, user, 'canViewProducts', { kind: 'team', teamId });
  const rows = await myLineSheets(ctx.db, user.id, teamId, RECENT_SHEETS);
  return Promise.all(rows.map((row) => present(ctx, row)));
}

/** A sheet its maker asked for; anyone else is told it does not exist. */
export async function getLineSheet(ctx: AppContext, user: UserRow, id: string) {
  const row = await findLineSheet(ctx.db, id);
  if (!row || row.createdBy !== user.id) throw notFound();
  return present(ctx, row);
}

function presentLink(ctx: AppContext, row: LineSheetLinkRow): LineSheetLink {
  const token = shareToken(ctx.secrets, row.id, 'linesheet');
  return {
    _id: row.id,
    teamId: row.teamId,
    title: row.title,
    filters: row.filters,
    url: `${ctx.config.publicUrl}/linesheet/${token}`,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function createLink(
  ctx: AppContext,
  user: UserRow,
  input: z.output<typeof ZCreateLineSheetLinkSchema>,
) {
  await authorize(ctx.db, user, 'canShareProduct', { kind: 'team', teamId: input.teamId });
  const row = await insertLink(ctx.db, {
    teamId: input.teamId,
    title: input.title,
    filters: input.filters,
    createdBy: user.id,
    expiresAt: new Date(Date.now() + input.expiresInDays * 86_400_000),
  });
  return presentLink(ctx, row);
}

export async function listLinks(ctx: AppContext, user: UserRow, teamId: string) {
  await authorize(ctx.db, user, 'canShareProduct', { kind: 'team', teamId });
  return (await teamLinks(ctx.db, teamId)).map((row) => presentLink(ctx, row));
}

export async function revokeLink(ctx: AppContext, user: UserRow, id: string) {
  const row = await findLink(ctx.db, id);
  if (!row) throw notFound();
  await authorize(ctx.db, user, 'canShareProduct', { kind: 'team', teamId: row.teamId });
  await deleteLink(ctx.db, row.id);
  return { _id: row.id };
}

/** The live sheet as it is now, for whoever holds a valid, unexpired token. */
export async function openLink(ctx: AppContext, token: string): Promise<SharedLineSheet> {
  const id = linkIdOf(ctx.secrets, token, 'linesheet');
  const row = id ? await findLink(ctx.db, id) : undefined;
  if (!row || row.expiresAt.getTime() <= Date.now()) throw notFound(messages.lineSheetLinkInvalid);
  const [team, products] = await Promise.all([
    teamCover(ctx.db, row.teamId),
    readSheet(ctx.db, VISITOR, row.teamId, row.filters),
  ]);
  return {
    title: row.title,
    team: { name: team?.name ?? '', logo: await urlOf(ctx.storage, team?.logo ?? null) },
    products: await presentCards(ctx.files, products),
    expiresAt: row.expiresAt.toISOString(),
  };
}
