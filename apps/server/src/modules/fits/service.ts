/**
 * Fit sessions (issue 45 §6). A session follows its product: read by whoever may view it, opened,
 * measured and applied by whoever may edit it (the products service and the policy decide). What
 * is recorded is history: each change of a point's measurements is a new entry carrying the spec's
 * value and tolerance it was measured against; the session answers the latest per point. Applying
 * a session saves the spec's next revision through the spec sheet's one save.
 */
import {
  formatCentimetres,
  hasDerivatives,
  FIT_LENGTH_FIELDS,
  FIT_PHOTOS_MAX,
  MEASUREMENT_MAX_CM,
  messages,
  micrometres,
  parseCentimetres,
  parseMeasure,
  UM_PER_CM,
  type FitRowInput,
  type FitSession,
  type MeasureUnit,
  type RecordFitInput,
  type SpecSheet,
  type ZCreateFitSchema,
  type ZSetFitPhotosSchema,
} from '@atelier/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { FitSessionRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Once } from '../../platform/http/idempotency.ts';
import { badRequest, conflict, fieldError, notFound } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { authorize } from '../policy/policy.ts';
import { productPolicies } from '../policy/product.ts';
import { productFor } from '../products/service.ts';
import { inputOf, saveSheetIn, specOf, type CurrentSpec } from '../specs/service.ts';
import { onTimeline, onTimelineBurst } from '../timeline/service.ts';
import { countsOfRows, presentPhoto, presentSession, rowsOf } from './presenter.ts';
import { roundNamed } from './rounds-service.ts';
import {
  countsOf,
  entriesOf,
  filesOf,
  appendPhotos,
  linkedVersions,
  photosOf,
  replacePhotos,
  findSession,
  insertEntries,
  insertSession,
  namesOf,
  pointsRecordedSince,
  sessionsOf,
  updateSession,
  type FitEntryValues,
} from './queries.ts';

type Product = Awaited<ReturnType<typeof productFor>>;

/** Measurements one person records within this long of their last read as one sitting. */
const MEASURING_SITTING_MS = 30 * 60_000;

/**
 * The product once the user may `action` it, with what else they may do with it: edit (the
 * policies sent) and read its comments (a photo's pins).
 */
async function productOf(
  executor: Executor,
  user: UserRow,
  productId: string,
  action: 'view' | 'edit',
) {
  const product = await productFor(executor, user, productId, action);
  const standing = await authorize(executor, user, 'view', { kind: 'product', ...product });
  const policies = productPolicies(standing, product);
  return { product, canEdit: policies.edit, canSeePins: policies.viewComments };
}

async function sessionOf(
  executor: Executor,
  product: Product,
  fitId: string,
  lock = false,
): Promise<FitSessionRow> {
  const session = await findSession(executor, product.id, fitId, lock);
  if (!session) throw notFound();
  return session;
}

interface PresentOptions {
  canEdit: boolean;
  canSeePins: boolean;
  spec?: CurrentSpec;
}

/** The names of who opened and applied the sessions. */
async function peopleOf(executor: Executor, sessions: readonly FitSessionRow[]) {
  const ids = sessions.flatMap((session) =>
    [session.createdBy, session.appliedBy].filter((id): id is string => Boolean(id)),
  );
  const people = await namesOf(executor, [...new Set(ids)]);
  return new Map(people.map((person) => [person.id, person]));
}

/** A session as answered: its rows (the latest entry per point, with history) and its photos. */
async function present(
  ctx: AppContext,
  executor: Executor,
  product: Product,
  session: FitSessionRow,
  options: PresentOptions,
): Promise<FitSession> {
  const spec = options.spec ?? (await specOf(executor, product));
  const [entries, photos, people] = await Promise.all([
    entriesOf(executor, [session.id]),
    photosOf(executor, [session.id]),
    peopleOf(executor, [session]),
  ]);
  const rows = rowsOf(entries, spec.sheet?.rows.map((row) => row.pomId) ?? []);
  return presentSession(session, {
    rows,
    counts: countsOfRows(rows),
    photos: await Promise.all(
      photos.map((photo) => presentPhoto(ctx.files, photo, options.canSeePins)),
    ),
    unit: spec.sheet?.unit ?? 'cm',
    people,
    canEdit: options.canEdit,
  });
}

/** The product's sessions, newest first, with their counts (counted in the database), no rows. */
export async function listFits(ctx: AppContext, user: UserRow, productId: string) {
  const { product, canEdit } = await productOf(ctx.db, user, productId, 'view');
  const sessions = await sessionsOf(ctx.db, product.id);
  const ids = sessions.map((session) => session.id);
  const [spec, counts, people] = await Promise.all([
    specOf(ctx.db, product),
    countsOf(ctx.db, ids),
    peopleOf(ctx.db, sessions),
  ]);
  const bySession = new Map(counts.map((count) => [count.sessionId, count]));
  const none = { measuredCount: 0, outOfToleranceCount: 0 };
  return sessions.map((session) =>
    presentSession(session, {
      rows: [],
      counts: bySession.get(session.id) ?? none,
      photos: [],
      unit: spec.sheet?.unit ?? 'cm',
      people,
      canEdit,
    }),
  );
}

export async function getFit(ctx: AppContext, user: UserRow, productId: string, fitId: string) {
  const { product, ...may } = await productOf(ctx.db, user, productId, 'view');
  const session = await sessionOf(ctx.db, product, fitId);
  return present(ctx, ctx.db, product, session, may);
}

/**
 * Every session of the product, newest first, with its rows (no photos), for a module that
 * authorized the product itself (the tech pack's release keeps the fit history).
 */
export async function fitHistoryOf(executor: Executor, product: Product): Promise<FitSession[]> {
  const sessions = await sessionsOf(executor, product.id);
  if (sessions.length === 0) return [];
  const [spec, entries, people] = await Promise.all([
    specOf(executor, product),
    entriesOf(
      executor,
      sessions.map((session) => session.id),
    ),
    peopleOf(executor, sessions),
  ]);
  const order = spec.sheet?.rows.map((row) => row.pomId) ?? [];
  return sessions.map((session) => {
    const rows = rowsOf(
      entries.filter((row) => row.entry.sessionId === session.id),
      order,
    );
    return presentSession(session, {
      rows,
      counts: countsOfRows(rows),
      photos: [],
      unit: spec.sheet?.unit ?? 'cm',
      people,
      canEdit: false,
    });
  });
}

/** The sheet's size as it spells it ('m' is its 'M'), or null. */
const sizeOn = (sizes: readonly string[], size: string) =>
  sizes.find((candidate) => candidate.toLowerCase() === size.toLowerCase()) ?? null;

/**
 * Opens a session of one of the team's rounds (as the team spells it) in one of the spec sheet's
 * sizes (the sheet must be saved). The team's rounds stay still until the session is written.
 */
export async function createFit(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  input: z.output<typeof ZCreateFitSchema>,
) {
  return transaction(ctx, async (tx) => {
    const { product, ...may } = await productOf(tx, user, productId, 'edit');
    const spec = await specOf(tx, product);
    const session = await openFitIn(tx, user, product, input, spec);
    return present(ctx, tx, product, session, { ...may, spec });
  });
}

/**
 * Opens a session in the caller's transaction, for a caller that authorized the product (a sample
 * request received or measured, issue 47 §3); refused as `createFit` refuses a round, a size or a
 * sheet that is not there. Noted on the product's timeline.
 */
export async function openFitIn(
  tx: Executor,
  user: UserRow,
  product: Product,
  input: { round: string; sampleSize: string; arrivedAt?: string | null | undefined },
  current?: CurrentSpec,
): Promise<FitSessionRow> {
  const spec = current ?? (await specOf(tx, product));
  if (!spec.sheet) throw badRequest(messages.fitNeedsSpec);
  const round = await roundNamed(tx, product.teamId, input.round);
  const sampleSize = sizeOn(spec.sheet.sizes, input.sampleSize);
  if (!sampleSize) throw fieldError('sampleSize', messages.fitSampleSizeUnknown(input.sampleSize));
  const session = await insertSession(tx, {
    productId: product.id,
    teamId: product.teamId,
    round,
    sampleSize,
    arrivedAt: input.arrivedAt ?? null,
    specRevision: spec.revision,
    createdBy: user.id,
  });
  await onTimeline(tx, {
    productId: product.id,
    kind: 'fit',
    action: 'opened',
    actor: { userId: user.id },
    field: 'Fit session',
    after: round,
    subject: `${round} fit session, size ${sampleSize}`,
  });
  return session;
}

/**
 * A session of the product as a caller that authorized the product shows it (a sample request's,
 * to its supplier too: `may` false hides the pins of its photos and its edit policy); `current`
 * is the product's spec when the caller has read it already.
 */
export async function fitOf(
  ctx: AppContext,
  executor: Executor,
  product: Product,
  fitId: string,
  may: { canEdit: boolean; canSeePins: boolean },
  current?: CurrentSpec,
): Promise<FitSession> {
  const session = await sessionOf(executor, product, fitId);
  return present(ctx, executor, product, session, { ...may, spec: current });
}

type Lengths = { supplier: number | null; own: number | null; revised: number | null };

/**
 * The first field a write sends that someone else changed since its writer saw it (`row.was`),
 * unless the latest entry already reads as the write would make it; null when there is none.
 * Lengths compare in micrometres, so 70.60 and 70.6 are the same.
 */
export function changedMeanwhile(
  row: FitRowInput,
  lengths: Partial<Lengths>,
  last: {
    supplier: string | null;
    own: string | null;
    revised: string | null;
    comment: string | null;
  } | null,
): (typeof FIT_LENGTH_FIELDS)[number] | 'comment' | null {
  const was = row.was ?? {};
  const um = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : parseCentimetres(value);
  for (const field of FIT_LENGTH_FIELDS) {
    if (!(field in was) || lengths[field] === undefined) continue;
    const now = um(last?.[field]);
    if (um(was[field]) !== now && lengths[field] !== now) return field;
  }
  if ('comment' in was && row.comment !== undefined) {
    const now = last?.comment ?? null;
    if ((was.comment ?? null) !== now && row.comment !== now) return 'comment';
  }
  return null;
}

/**
 * Records measurements: each point given becomes a new entry unless it already reads so (a field
 * left out keeps the latest entry's value, null clears it). Lengths are in `unit`, the sheet's
 * when left out; every point must be a row of the spec sheet.
 */
export async function recordFit(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  fitId: string,
  input: RecordFitInput,
  once?: Once,
): Promise<{ data: FitSession; message: string }> {
  return transaction(ctx, async (tx) => {
    const { product, ...may } = await productOf(tx, user, productId, 'edit');
    const recorded = await recordFitIn(ctx, tx, user, product, fitId, input, may);
    await once?.keep(tx, recorded.data, recorded.message);
    return recorded;
  });
}

/**
 * Refuses a user who may not record the session now: measurements kept under an Idempotency-Key
 * are answered again only to whoever may still record them.
 */
export async function mayRecordFit(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  fitId: string,
) {
  const { product } = await productOf(ctx.db, user, productId, 'edit');
  await sessionOf(ctx.db, product, fitId);
}

/**
 * `recordFit` in the caller's transaction, for a caller that authorized the product (a supplier
 * sending its measurements of a sample, issue 47 §3); `may` is what the answer's reader may do,
 * `current` the product's spec when the caller has read it already in this transaction.
 */
export async function recordFitIn(
  ctx: AppContext,
  tx: Executor,
  user: UserRow,
  product: Product,
  fitId: string,
  input: RecordFitInput,
  may: { canEdit: boolean; canSeePins: boolean },
  current?: CurrentSpec,
): Promise<{ data: FitSession; message: string }> {
  const session = await sessionOf(tx, product, fitId, true);
  const spec = current ?? (await specOf(tx, product));
  const unit: MeasureUnit = input.unit ?? spec.sheet?.unit ?? 'cm';
  const sheetRows = new Map((spec.sheet?.rows ?? []).map((row) => [row.pomId, row]));

  const errors: { field: string; message: string }[] = [];
  const converted = input.rows.map((row, index) => {
    if (!sheetRows.has(row.pomId))
      errors.push({ field: `rows.${index}.pomId`, message: messages.fitPomNotOnSpec });
    const lengths: Partial<Lengths> = {};
    for (const field of FIT_LENGTH_FIELDS) {
      const value = row[field];
      if (value === undefined) continue;
      if (value === null) {
        lengths[field] = null;
        continue;
      }
      const length = parseMeasure(value, unit);
      if (length === null) {
        const message = unit === 'in' ? messages.inchesInvalid : messages.centimetresInvalid;
        errors.push({ field: `rows.${index}.${field}`, message });
      } else if (length <= 0 || length > MEASUREMENT_MAX_CM * UM_PER_CM) {
        errors.push({ field: `rows.${index}.${field}`, message: messages.measurementRange });
      } else {
        lengths[field] = length;
      }
    }
    return { row, lengths };
  });
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);

  // The latest entry of each point, to carry forward what is not given and skip what is so.
  const earlier = await entriesOf(tx, [session.id]);
  const latest = new Map<string, (typeof earlier)[number]['entry']>();
  for (const { entry } of earlier) if (entry.pomId) latest.set(entry.pomId, entry);
  const stored = (value: string | null) => (value === null ? null : micrometres(value));

  const values: FitEntryValues[] = [];
  for (const { row, lengths } of converted) {
    const sheetRow = sheetRows.get(row.pomId)!;
    const last = latest.get(row.pomId);
    const changed = row.was && changedMeanwhile(row, lengths, last ?? null);
    if (changed) {
      const theirs = changed === 'comment' ? (last?.comment ?? null) : (last?.[changed] ?? null);
      throw conflict(messages.fitChangedMeanwhile(sheetRow.code), {
        pomId: row.pomId,
        field: changed,
        theirs: changed === 'comment' || theirs === null ? theirs : Number(theirs),
      });
    }
    const next: Lengths & { comment: string | null } = {
      supplier: lengths.supplier !== undefined ? lengths.supplier : stored(last?.supplier ?? null),
      own: lengths.own !== undefined ? lengths.own : stored(last?.own ?? null),
      revised: lengths.revised !== undefined ? lengths.revised : stored(last?.revised ?? null),
      comment: row.comment !== undefined ? row.comment : (last?.comment ?? null),
    };
    const same =
      last &&
      next.supplier === stored(last.supplier) &&
      next.own === stored(last.own) &&
      next.revised === stored(last.revised) &&
      next.comment === last.comment;
    if (same) continue;
    const specValue = sheetRow.values[session.sampleSize];
    const text = (length: number | null) => (length === null ? null : formatCentimetres(length));
    values.push({
      sessionId: session.id,
      pomId: row.pomId,
      code: sheetRow.code,
      name: sheetRow.name,
      supplier: text(next.supplier),
      own: text(next.own),
      revised: text(next.revised),
      comment: next.comment,
      spec: specValue === undefined ? null : formatCentimetres(specValue),
      toleranceMinus: formatCentimetres(sheetRow.tolerance.minus),
      tolerancePlus: formatCentimetres(sheetRow.tolerance.plus),
      specRevision: spec.revision,
      createdBy: user.id,
    });
  }
  const arrived = input.arrivedAt !== undefined && input.arrivedAt !== session.arrivedAt;
  if (values.length === 0 && !arrived) {
    const data = await present(ctx, tx, product, session, { ...may, spec });
    return { data, message: messages.fitUnchanged };
  }
  await insertEntries(tx, values);
  const changed = { ...session, ...(arrived ? { arrivedAt: input.arrivedAt ?? null } : {}) };
  await updateSession(tx, session.id, arrived ? { arrivedAt: changed.arrivedAt } : {});
  if (values.length > 0) {
    // A session is measured a field at a time: one person's sitting reads as one entry.
    const same = `${session.round} fit session, size ${session.sampleSize}:`;
    await onTimelineBurst(
      tx,
      {
        productId: product.id,
        kind: 'fit',
        action: 'measured',
        actor: { userId: user.id },
        field: 'Fit session',
        after: session.round,
      },
      {
        same,
        withinMs: MEASURING_SITTING_MS,
        subject: async (since) => {
          const points = since
            ? await pointsRecordedSince(tx, session.id, user.id, since)
            : values.length;
          return `${same} ${points} ${points === 1 ? 'point' : 'points'} recorded`;
        },
      },
    );
  }
  const data = await present(ctx, tx, product, changed, { ...may, spec });
  return { data, message: messages.fitRecorded };
}

/**
 * The session's revised values become the sample size's values in the spec's next revision. At
 * the base size a row with a base measurement is re-based (its graded sizes move with it); at
 * another size, or a row of explicit values, the value becomes that size's explicit value. A
 * session measured against an older revision is refused (409) unless `revision` names the
 * current one, as is a session already applied. Points since taken off the sheet are left out.
 */
export async function applyFit(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  fitId: string,
  input: { revision?: number | undefined },
): Promise<{ data: SpecSheet; message: string }> {
  return transaction(ctx, async (tx) => {
    const { product } = await productOf(tx, user, productId, 'edit');
    const session = await sessionOf(tx, product, fitId, true);
    if (session.appliedRevision !== null)
      throw conflict(messages.fitAlreadyApplied(session.appliedRevision));
    const latest = new Map<string, { revised: number; specRevision: number }>();
    for (const { entry } of await entriesOf(tx, [session.id])) {
      if (!entry.pomId) continue;
      if (entry.revised === null) latest.delete(entry.pomId);
      else
        latest.set(entry.pomId, {
          revised: micrometres(entry.revised),
          specRevision: entry.specRevision,
        });
    }
    if (latest.size === 0) throw badRequest(messages.fitNothingToApply);
    const measuredAgainst = Math.min(...[...latest.values()].map((row) => row.specRevision));

    const saved = await saveSheetIn(tx, user, product, {
      expected: null,
      source: `from the ${session.round} fit session, size ${session.sampleSize}`,
      build: (current) => {
        if (input.revision !== undefined) {
          if (input.revision !== current.revision) throw conflict(messages.specRevisionStale);
        } else if (measuredAgainst !== current.revision) {
          throw conflict(messages.fitSpecMovedOn(measuredAgainst, current.revision));
        }
        const sheet = current.sheet;
        const size = sheet ? sizeOn(sheet.sizes, session.sampleSize) : null;
        if (!sheet || !size) throw conflict(messages.fitSizeGone(session.sampleSize));
        const next = inputOf(sheet, current.revision);
        for (const [index, row] of next.rows.entries()) {
          const revised = latest.get(row.pomId)?.revised;
          // A value the sheet already has (graded or not) stays as the sheet makes it.
          if (revised === undefined || sheet.rows[index]!.values[size] === revised) continue;
          if (size === sheet.baseSize && row.base !== null) row.base = revised;
          else row.overrides[size] = revised;
        }
        return next;
      },
    });
    await updateSession(tx, session.id, {
      appliedRevision: saved.data.revision,
      appliedAt: new Date(),
      appliedBy: user.id,
    });
    return {
      data: saved.data,
      message: saved.saved ? messages.fitApplied : messages.specUnchanged,
    };
  });
}

/**
 * The session's photos become the files given, in order: images of the same product (a folder,
 * another product's file or a file that is not an image is a 400 naming it). A photo already
 * linked keeps its version; a new one is linked at the file's newest version.
 */
export async function setFitPhotos(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  fitId: string,
  input: z.output<typeof ZSetFitPhotosSchema>,
): Promise<FitSession> {
  return transaction(ctx, async (tx) => {
    const { product, ...may } = await productOf(tx, user, productId, 'edit');
    const session = await sessionOf(tx, product, fitId, true);
    const files = new Map((await filesOf(tx, product.id, input.fileIds)).map((f) => [f.id, f]));
    const errors = input.fileIds.flatMap((fileId, index) => {
      const file = files.get(fileId);
      return file && hasDerivatives(file.ext)
        ? []
        : [{ field: `fileIds.${index}`, message: messages.fitPhotoNotImage }];
    });
    if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
    const linked = await linkedVersions(tx, session.id);
    await replacePhotos(
      tx,
      session.id,
      input.fileIds.map((fileId) => ({
        fileId,
        version: linked.get(fileId) ?? files.get(fileId)!.version,
      })),
      user.id,
    );
    await updateSession(tx, session.id, {});
    return present(ctx, tx, product, session, may);
  });
}

/**
 * Adds image files of the product to a session's photos, after those it has, each at the file's
 * newest version — in the caller's transaction, for a caller that authorized the product (a
 * supplier's photos of its sample, received just before). More than the session's maximum is
 * refused, and nothing is added.
 */
export async function addFitPhotosIn(
  tx: Executor,
  user: UserRow,
  product: Product,
  fitId: string,
  fileIds: readonly string[],
) {
  const session = await sessionOf(tx, product, fitId, true);
  const files = new Map((await filesOf(tx, product.id, fileIds)).map((file) => [file.id, file]));
  const had = await appendPhotos(
    tx,
    session.id,
    fileIds.flatMap((fileId) => {
      const file = files.get(fileId);
      return file ? [{ fileId, version: file.version }] : [];
    }),
    user.id,
  );
  if (had + fileIds.length > FIT_PHOTOS_MAX) throw badRequest(messages.fitPhotosTooMany);
  await updateSession(tx, session.id, {});
}
