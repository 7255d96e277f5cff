/**
 * The colour library (issue 5): colours of a team with favourites per user, the team grid and
 * palette import. Reading needs an active membership (viewTeam); adding, editing and importing
 * manageCatalogue; deleting deleteCatalogue — the same rules as the other catalogues.
 */
import { COLOUR_GRID_MAX, messages, PALETTE_ROWS_MAX, parsePalette } from '@atelier/domain';
import type { ImportColoursResult, PaletteError } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../platform/http/errors.ts';
import { textKeyOf } from '../../platform/http/envelope.ts';
import { transaction } from '../../platform/transaction.ts';
import { authorize } from '../policy/policy.ts';
import { presentColour } from './presenter.ts';
import {
  addFavorite,
  codeTaken,
  coloursByIds,
  coloursWithHex,
  countColours,
  countFavorites,
  deleteColour as removeColour,
  findColour,
  analyseColours,
  insertColours,
  listColours,
  listFavorites,
  removeFavorite,
  takenCodes,
  teamColours,
  updateColour as saveColour,
} from './queries.ts';
import type { ColourListOptions, FavoriteListOptions } from './queries.ts';
import { pageTotal } from '../../db/pagination.ts';

type ColourInput = { name: string; code: string; hexCode: string };

async function card(executor: Executor, userId: string, id: string) {
  const [row] = await coloursByIds(executor, userId, [id]);
  if (!row) throw notFound();
  return presentColour(row, userId);
}

/** A team's colours (404 to outsiders, 403 to blocked members), or those of all my teams. */
export async function listAll(ctx: AppContext, user: UserRow, query: ColourListOptions) {
  if (query.teamId)
    await authorize(ctx.db, user, 'viewTeam', { kind: 'team', teamId: query.teamId });
  const options = { ...query, search: query.search || undefined };
  const rows = await listColours(ctx.db, user.id, options);
  const total = await pageTotal(query, rows.length, () => countColours(ctx.db, user.id, options));
  return {
    data: rows.map((row) => presentColour(row, user.id)),
    pagination: { page: query.page, limit: query.limit, total },
  };
}

export async function getColour(ctx: AppContext, user: UserRow, id: string) {
  const colour = await findColour(ctx.db, id);
  if (!colour) throw notFound();
  await authorize(ctx.db, user, 'viewTeam', { kind: 'team', teamId: colour.teamId });
  return card(ctx.db, user.id, id);
}

/** Every colour of the team by name (at most COLOUR_GRID_MAX), each with my favourite flag. */
export async function teamGrid(ctx: AppContext, user: UserRow, teamId: string) {
  await authorize(ctx.db, user, 'viewTeam', { kind: 'team', teamId });
  const rows = await teamColours(ctx.db, user.id, teamId, COLOUR_GRID_MAX);
  return rows.map((row) => presentColour(row, user.id));
}

export async function createColour(
  ctx: AppContext,
  user: UserRow,
  input: ColourInput & { teamId: string },
) {
  return transaction(ctx, async (tx) => {
    await authorize(tx, user, 'manageCatalogue', { kind: 'team', teamId: input.teamId });
    if (await codeTaken(tx, input.teamId, input.code)) throw conflict(messages.colourCodeTaken);
    const [created] = await insertColours(tx, [
      {
        teamId: input.teamId,
        name: input.name,
        code: input.code,
        hexCode: input.hexCode,
        createdBy: user.id,
      },
    ]);
    if (!created) throw conflict(messages.colourCodeTaken);
    return card(tx, user.id, created.id);
  });
}

export async function updateColour(ctx: AppContext, user: UserRow, id: string, input: ColourInput) {
  return transaction(ctx, async (tx) => {
    const colour = await findColour(tx, id);
    if (!colour) throw notFound();
    await authorize(tx, user, 'manageCatalogue', { kind: 'team', teamId: colour.teamId });
    if (await codeTaken(tx, colour.teamId, input.code, id)) {
      throw conflict(messages.colourCodeTaken);
    }
    try {
      await saveColour(tx, id, input);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(messages.colourCodeTaken);
      throw err;
    }
    return card(tx, user.id, id);
  });
}

/**
 * Colours ('#RRGGBB' and the name a new one gets) in the team's library, inside the caller's
 * transaction: one the library holds (the same hex, or the hex as its code) is taken as it is,
 * the others are added under their names. Answers their ids in order, and how many were added.
 */
export async function addToLibrary(
  executor: Executor,
  user: UserRow,
  teamId: string,
  wanted: readonly { hex: string; name: string }[],
) {
  await authorize(executor, user, 'manageCatalogue', { kind: 'team', teamId });
  const hexes = wanted.map((colour) => colour.hex);
  const idOf = async () => {
    const known = new Map<string, string>();
    for (const colour of await coloursWithHex(executor, teamId, hexes)) {
      known.set(`#${colour.code.toUpperCase()}`, colour.id);
      known.set(colour.hexCode.toUpperCase(), colour.id);
    }
    return known;
  };
  const known = await idOf();
  const missing = hexes
    .map((hex, index) => ({ hex: hex.toUpperCase(), index }))
    .filter(({ hex }, at, all) => !known.has(hex) && all.findIndex((o) => o.hex === hex) === at);
  const inserted = await insertColours(
    executor,
    missing.map(({ hex, index }) => ({
      teamId,
      name: wanted[index]!.name,
      code: hex.slice(1),
      hexCode: hex,
      createdBy: user.id,
    })),
  );
  // A colour a teammate added at the same moment is taken as theirs.
  const now = inserted.length === missing.length ? known : await idOf();
  for (const row of inserted) now.set(`#${row.code.toUpperCase()}`, row.id);
  const ids = hexes.map((hex) => now.get(hex.toUpperCase()));
  if (ids.some((id) => !id)) throw conflict(messages.colourCodeTaken);
  return { ids: ids as string[], added: inserted.length };
}

/** Removes the colour (and everyone's favourite of it). */
export async function deleteColour(ctx: AppContext, user: UserRow, id: string) {
  await transaction(ctx, async (tx) => {
    const colour = await findColour(tx, id);
    if (!colour) throw notFound();
    await authorize(tx, user, 'deleteCatalogue', { kind: 'team', teamId: colour.teamId });
    if (!(await removeColour(tx, id))) throw notFound();
  });
  return { _id: id };
}

/** Marks the colour as my favourite, or unmarks it when it already is. */
export async function toggleFavorite(ctx: AppContext, user: UserRow, colourId: string) {
  return transaction(ctx, async (tx) => {
    const colour = await findColour(tx, colourId);
    if (!colour) throw notFound();
    await authorize(tx, user, 'viewTeam', { kind: 'team', teamId: colour.teamId });
    if (await removeFavorite(tx, user.id, colourId)) return { colourId, isFavorite: false };
    await addFavorite(tx, user.id, colourId);
    return { colourId, isFavorite: true };
  });
}

export async function favorites(ctx: AppContext, user: UserRow, query: FavoriteListOptions) {
  if (query.teamId)
    await authorize(ctx.db, user, 'viewTeam', { kind: 'team', teamId: query.teamId });
  const rows = await listFavorites(ctx.db, user.id, query);
  const total = await pageTotal(query, rows.length, () => countFavorites(ctx.db, user.id, query));
  return {
    data: rows.map((row) => presentColour(row, user.id)),
    pagination: { page: query.page, limit: query.limit, total },
  };
}

/**
 * Imports a pasted palette into the team: good rows are added, bad rows (unreadable, missing a
 * field, a wrong hex code, a code the team or an earlier line already has) are reported with their
 * line. Never all-or-nothing; at most PALETTE_ROWS_MAX colours per import.
 */
export async function importPalette(
  ctx: AppContext,
  user: UserRow,
  input: { teamId: string; text: string },
): Promise<ImportColoursResult> {
  const result = await transaction(ctx, async (tx) => {
    await authorize(tx, user, 'manageCatalogue', { kind: 'team', teamId: input.teamId });
    const { rows, errors } = parsePalette(input.text);
    if (rows.length + errors.length > PALETTE_ROWS_MAX) {
      throw fieldError('text', messages.paletteTooManyRows);
    }
    const problems: PaletteError[] = [...errors];
    const seen = await takenCodes(
      tx,
      input.teamId,
      rows.map((row) => row.code.toLowerCase()),
    );
    const fresh = rows.filter((row) => {
      const key = row.code.toLowerCase();
      if (!seen.has(key)) {
        seen.add(key);
        return true;
      }
      problems.push({ line: row.line, text: row.text, message: messages.colourCodeTaken });
      return false;
    });
    const inserted = await insertColours(
      tx,
      fresh.map((row) => ({
        teamId: input.teamId,
        name: row.name,
        code: row.code,
        hexCode: row.hexCode,
        createdBy: user.id,
      })),
    );
    // A concurrent request may have taken a code between the check and the insert.
    const insertedCodes = new Set(inserted.map((row) => row.code.toLowerCase()));
    for (const row of fresh) {
      if (!insertedCodes.has(row.code.toLowerCase())) {
        problems.push({ line: row.line, text: row.text, message: messages.colourCodeTaken });
      }
    }
    const byCode = new Map(inserted.map((row) => [row.code.toLowerCase(), row.id]));
    const cards = new Map(
      (
        await coloursByIds(
          tx,
          user.id,
          inserted.map((row) => row.id),
        )
      ).map((row) => [row.colour.id, presentColour(row, user.id)]),
    );
    return {
      added: fresh.flatMap((row) => {
        const colour = cards.get(byCode.get(row.code.toLowerCase()) ?? '');
        return colour ? [colour] : [];
      }),
      // Each line's text keyed for the reader's language (issue 47 §4).
      errors: problems
        .sort((a, b) => a.line - b.line)
        .map((problem) => ({ ...problem, ...textKeyOf(problem.message) })),
    };
  });
  if (result.added.length > 0) await refreshStatistics(ctx);
  return result;
}

/**
 * After a bulk import the planner's statistics lag until autovacuum comes round, and it sorts the
 * whole library instead of reading the index up to the page's LIMIT. Statistics only speed
 * queries up, so a failure here is not the import's.
 */
async function refreshStatistics(ctx: AppContext) {
  await analyseColours(ctx.db).catch(() => undefined);
}
