/**
 * Products' spec sheets (issue 45): read by whoever may view the product, saved whole by whoever
 * may edit it (the products service decides both). A save names the revision it was made from;
 * one made from an older revision is refused (409), so nobody overwrites a change they did not
 * see. Each save is a new revision kept as an immutable snapshot and noted on the product's
 * timeline; a save that changes nothing makes none.
 */
import { formatCentimetres, messages, type SpecSheet, type SpecSheetInput } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { pomsOfTeam, pomTolerance } from '../poms/service.ts';
import { authorize } from '../policy/policy.ts';
import { productPolicies } from '../policy/product.ts';
import { productFor } from '../products/service.ts';
import { onTimeline } from '../timeline/service.ts';
import { specChanged } from './live.ts';
import {
  presentChanges,
  presentRevision,
  presentRevisionSummary,
  presentSheet,
} from './presenter.ts';
import {
  findRevision,
  findSpec,
  insertRevision,
  insertSpec,
  lockSpec,
  namesOf,
  writeRows,
  type SpecRowValues,
  revisionsBetween,
  revisionsOf,
  specRowsWithPoms,
  updateSpec,
} from './queries.ts';
import {
  changedBetween,
  computeSheet,
  rowOfStored,
  sheetKey,
  snapshotOf,
  storeGradeRule,
  type Sheet,
} from './sheet.ts';

/** The product once the user may view it, and whether they may edit its sheet. */
async function readable(executor: Executor, user: UserRow, productId: string) {
  const product = await productFor(executor, user, productId, 'view');
  const standing = await authorize(executor, user, 'view', { kind: 'product', ...product });
  return { product, canEdit: productPolicies(standing, product).edit };
}

type TeamPom = Awaited<ReturnType<typeof pomsOfTeam>>[number];

/**
 * The team's points of measure among `ids`, by id; those already in `known` (read earlier in the
 * same save) are not read again.
 */
async function pomsById(
  executor: Executor,
  teamId: string,
  ids: readonly string[],
  known: ReadonlyMap<string, TeamPom> = new Map(),
) {
  const poms = new Map(known);
  const missing = ids.filter((id) => !poms.has(id));
  if (missing.length > 0)
    for (const pom of await pomsOfTeam(executor, teamId, missing)) poms.set(pom.id, pom);
  return poms;
}

/**
 * The product's current sheet computed from its rows, or null before the first save; `head` when
 * the caller read (and locked) it already.
 */
async function currentSheet(
  executor: Executor,
  productId: string,
  teamId: string,
  known?: Awaited<ReturnType<typeof findSpec>>,
) {
  const head = known ?? (await findSpec(executor, productId));
  if (!head) return { head: null, sheet: null };
  const joined = await specRowsWithPoms(executor, productId, teamId);
  const rows = joined.map(({ row }) => row);
  const poms = new Map<string, TeamPom>();
  for (const { pom } of joined) if (pom) poms.set(pom.id, pom);
  const sheet = computeSheet(
    head,
    rows.map((row) => rowOfStored(row, poms.get(row.pomId) ?? { code: '', name: '' })),
  );
  return { head, sheet, rows, poms };
}

/** What a row stores, in µm (a stored row is read back to µm), at its place in the sheet. */
function storedKey(row: Sheet['rows'][number], position: number) {
  return JSON.stringify([
    position,
    row.base,
    row.gradeRule,
    Object.entries(row.overrides).sort(([a], [b]) => (a < b ? -1 : 1)),
    row.tolerance.minus,
    row.tolerance.plus,
  ]);
}

async function savedBy(executor: Executor, userId: string | null) {
  if (!userId) return null;
  const [person] = await namesOf(executor, [userId]);
  return person ?? null;
}

export async function getSpec(ctx: AppContext, user: UserRow, productId: string) {
  const { product, canEdit } = await readable(ctx.db, user, productId);
  const { head, sheet } = await currentSheet(ctx.db, product.id, product.teamId);
  const saved = head
    ? {
        revision: head.revision,
        updatedAt: head.updatedAt,
        updatedBy: await savedBy(ctx.db, head.updatedBy),
      }
    : null;
  return presentSheet(product.id, sheet, saved, canEdit);
}

/** The sheet as it is when a save starts: its head (locked), its rows, its revision. */
export interface CurrentSpec {
  revision: number;
  sheet: Sheet | null;
}

export type { Sheet, SheetRow } from './sheet.ts';

export interface SavedSpec {
  data: SpecSheet;
  message: string;
  /** Whether the save made a revision (false: the sheet was already like this). */
  saved: boolean;
}

/**
 * The one save of a spec sheet, for `PUT spec`, an imported file and a fit session's revised
 * values: locks the sheet's head (two saves run one after the other), refuses a save made from
 * another revision than the current when `expected` names one, builds the sheet from the locked
 * current one, and writes it as the next revision with its snapshot and a timeline entry — or
 * answers 'already like this' and writes nothing. Rows name points of measure of the product's
 * team; a row without a tolerance takes its point's. The caller authorized editing the product.
 */
export async function saveSheetIn(
  tx: Executor,
  user: UserRow,
  product: { id: string; teamId: string },
  options: {
    expected: number | null;
    build: (current: CurrentSpec) => SpecSheetInput | Promise<SpecSheetInput>;
    /** What the timeline adds after 'N values changed' ('imported from shirt.xlsx'). */
    source?: string;
  },
): Promise<SavedSpec> {
  const head = await lockSpec(tx, product.id);
  const current = head?.revision ?? 0;
  if (options.expected !== null && options.expected !== current)
    throw conflict(messages.specRevisionStale);
  const before = head ? await currentSheet(tx, product.id, product.teamId, head) : null;
  const input = await options.build({ revision: current, sheet: before?.sheet ?? null });

  const poms = await pomsById(
    tx,
    product.teamId,
    input.rows.map((row) => row.pomId),
    before?.poms,
  );
  const unknown = input.rows.findIndex((row) => !poms.has(row.pomId));
  if (unknown >= 0) throw fieldError(`rows.${unknown}.pomId`, messages.specPomOfTeam);

  const sheet: Sheet = computeSheet(
    input,
    input.rows.map((row) => {
      const pom = poms.get(row.pomId)!;
      return {
        ...row,
        code: pom.code,
        name: pom.name,
        tolerance: row.tolerance ?? pomTolerance(pom),
      };
    }),
  );
  const saved = (revision: number, updatedAt: Date) => ({
    revision,
    updatedAt,
    updatedBy: { id: user.id, firstName: user.firstName, lastName: user.lastName },
  });

  if (head && before?.sheet && sheetKey(before.sheet) === sheetKey(sheet)) {
    const unchanged = {
      revision: head.revision,
      updatedAt: head.updatedAt,
      updatedBy: await savedBy(tx, head.updatedBy),
    };
    return {
      data: presentSheet(product.id, before.sheet, unchanged, true),
      message: messages.specUnchanged,
      saved: false,
    };
  }

  const revision = current + 1;
  const now = new Date();
  const headValues = {
    unit: sheet.unit,
    sizes: sheet.sizes,
    baseSize: sheet.baseSize,
    revision,
    updatedBy: user.id,
    // The answer says the instant the row keeps, so a read after it is the same sheet.
    updatedAt: now,
  };
  if (head) {
    await updateSpec(tx, product.id, headValues);
  } else {
    try {
      await insertSpec(tx, { productId: product.id, teamId: product.teamId, ...headValues });
    } catch (err) {
      // A teammate saved the first revision at the same moment.
      if (isUniqueViolation(err)) throw conflict(messages.specRevisionStale);
      throw err;
    }
  }
  // Only the rows that differ from what is stored are written (a stored row is read in µm).
  const stored = new Map(
    (before?.sheet?.rows ?? []).map((row, index) => [
      row.pomId,
      storedKey(row, before!.rows![index]!.position),
    ]),
  );
  const changedRows = sheet.rows.flatMap((row, position): SpecRowValues[] =>
    stored.get(row.pomId) === storedKey(row, position)
      ? []
      : [
          {
            productId: product.id,
            pomId: row.pomId,
            position,
            base: row.base === null ? null : formatCentimetres(row.base),
            gradeRule: storeGradeRule(row.gradeRule),
            overrides: Object.fromEntries(
              Object.entries(row.overrides).map(([size, um]) => [size, formatCentimetres(um)]),
            ),
            toleranceMinus: formatCentimetres(row.tolerance.minus),
            tolerancePlus: formatCentimetres(row.tolerance.plus),
          },
        ],
  );
  const kept = new Set(sheet.rows.map((row) => row.pomId));
  await writeRows(
    tx,
    product.id,
    (before?.rows ?? []).flatMap((row) => (kept.has(row.pomId) ? [] : [row.pomId])),
    changedRows,
  );
  await insertRevision(tx, {
    productId: product.id,
    revision,
    snapshot: snapshotOf(sheet),
    createdBy: user.id,
  });
  // The sheet as it was is the previous revision's: no need to read it back.
  const changed = changedBetween(before?.sheet ?? null, sheet);
  const counted = [
    (changed.values > 0 || changed.tolerances === 0) &&
      `${changed.values} ${changed.values === 1 ? 'value' : 'values'} changed`,
    changed.tolerances > 0 &&
      `${changed.tolerances} ${changed.tolerances === 1 ? 'tolerance' : 'tolerances'} changed`,
  ]
    .filter(Boolean)
    .join(', ');
  await onTimeline(tx, {
    productId: product.id,
    kind: 'spec',
    action: head ? 'changed' : 'created',
    actor: { userId: user.id },
    field: 'Spec sheet',
    before: head ? `Revision ${current}` : null,
    after: `Revision ${revision}`,
    subject: options.source ? `${counted}, ${options.source}` : counted,
  });
  await specChanged.record(tx, { teamId: product.teamId, productId: product.id, revision });
  return {
    data: presentSheet(product.id, sheet, saved(revision, now), true),
    message: messages.specSaved,
    saved: true,
  };
}

/**
 * Saves the whole sheet as the next revision (`PUT product/{id}/spec`). Answers the computed
 * sheet, with a message saying whether it changed.
 */
export async function saveSpec(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  input: SpecSheetInput,
): Promise<{ data: SpecSheet; message: string }> {
  return transaction(ctx, async (tx) => {
    const product = await productFor(tx, user, productId, 'edit');
    const { data, message } = await saveSheetIn(tx, user, product, {
      expected: input.revision,
      build: () => input,
    });
    return { data, message };
  });
}

/**
 * The product's current sheet in µm and its revision (0 before the first save), for a module that
 * authorized the product itself (fit sessions, a file's import).
 */
export async function specOf(
  executor: Executor,
  product: { id: string; teamId: string },
): Promise<CurrentSpec> {
  const { head, sheet } = await currentSheet(executor, product.id, product.teamId);
  return { revision: head?.revision ?? 0, sheet };
}

/** A sheet's rows as a save takes them: as entered (base, grade, overrides, tolerance). */
export const inputOf = (sheet: Sheet, revision: number): SpecSheetInput => ({
  revision,
  unit: sheet.unit,
  sizes: [...sheet.sizes],
  baseSize: sheet.baseSize,
  rows: sheet.rows.map((row) => ({
    pomId: row.pomId,
    base: row.base,
    gradeRule: row.gradeRule,
    overrides: { ...row.overrides },
    tolerance: row.tolerance,
  })),
});

export async function listRevisions(ctx: AppContext, user: UserRow, productId: string) {
  const product = await productFor(ctx.db, user, productId, 'view');
  return (await revisionsOf(ctx.db, product.id)).map(presentRevisionSummary);
}

export async function getRevision(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  revision: number,
) {
  const product = await productFor(ctx.db, user, productId, 'view');
  const row = await findRevision(ctx.db, product.id, revision);
  if (!row) throw notFound(messages.specRevisionUnknown);
  return presentRevision(row);
}

export async function compareRevisions(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  query: { from: number; to: number },
) {
  const product = await productFor(ctx.db, user, productId, 'view');
  const low = Math.min(query.from, query.to);
  const high = Math.max(query.from, query.to);
  const revisions = await revisionsBetween(ctx.db, product.id, low, high);
  const from = revisions.find((row) => row.revision === query.from);
  const to = revisions.find((row) => row.revision === query.to);
  if (!from || !to) throw notFound(messages.specRevisionUnknown);
  return {
    from: presentRevisionSummary(from),
    to: presentRevisionSummary(to),
    changes: presentChanges(from, to, revisions),
  };
}
