/**
 * The answers of fit sessions: a session with the latest entry of each point measured (and the
 * earlier ones), its deviations and what lies outside tolerance. Centimetres always. And a team's
 * sample rounds.
 */
import {
  centimetres,
  derivativePaths,
  displayName,
  hasDerivatives,
  micrometres,
  type FitEntry,
  type FitPhoto,
  type FitRow,
  type FitSession,
  type MeasureUnit,
  type SampleRound,
} from '@atelier/domain';
import type { FitSessionRow, SampleRoundRow } from '../../db/schema/index.ts';
import type { PrivateFiles } from '../../platform/storage/private-files.ts';
import type { entriesOf, PhotoRow } from './queries.ts';

type EntryRow = Awaited<ReturnType<typeof entriesOf>>[number];
type Person = { id: string; firstName: string; lastName: string };

const personRef = (person: Person | null | undefined) =>
  person ? { _id: person.id, name: displayName(person) } : null;

const um = (value: string | null) => (value === null ? null : micrometres(value));
const cm = (value: number | null) => (value === null ? null : centimetres(value));

function entryOf({ entry, firstName, lastName }: EntryRow): FitEntry {
  return {
    supplier: cm(um(entry.supplier)),
    own: cm(um(entry.own)),
    revised: cm(um(entry.revised)),
    comment: entry.comment,
    recordedAt: entry.createdAt.toISOString(),
    recordedBy:
      entry.createdBy && firstName !== null
        ? personRef({ id: entry.createdBy, firstName, lastName: lastName ?? '' })
        : null,
  };
}

/**
 * A point's row from its entries (oldest first): the latest is what the session says; our own
 * measurement wins over the supplier's; the deviation is measured − spec for the sample size, and
 * outside tolerance when below −minus or above +plus.
 */
function rowOf(entries: EntryRow[]): FitRow {
  const latest = entries[entries.length - 1]!;
  const { entry } = latest;
  const measured = um(entry.own) ?? um(entry.supplier);
  const spec = um(entry.spec);
  const minus = micrometres(entry.toleranceMinus);
  const plus = micrometres(entry.tolerancePlus);
  const deviation = measured !== null && spec !== null ? measured - spec : null;
  return {
    pomId: entry.pomId,
    code: entry.code,
    name: entry.name,
    spec: cm(spec),
    tolerance: { minus: centimetres(minus), plus: centimetres(plus) },
    ...entryOf(latest),
    measured: cm(measured),
    deviation: cm(deviation),
    outOfTolerance: deviation === null ? null : deviation < -minus || deviation > plus,
    specRevision: entry.specRevision,
    history: entries.slice(0, -1).reverse().map(entryOf),
  };
}

/** A session's rows: one per point measured, in the spec sheet's order (`order`: pom ids). */
export function rowsOf(entries: EntryRow[], order: readonly string[]): FitRow[] {
  const byPoint = new Map<string, EntryRow[]>();
  for (const row of entries) {
    const key = row.entry.pomId ?? `code ${row.entry.code}`;
    byPoint.set(key, [...(byPoint.get(key) ?? []), row]);
  }
  const place = (row: FitRow) => {
    const index = row.pomId ? order.indexOf(row.pomId) : -1;
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...byPoint.values()].map(rowOf).sort((a, b) => place(a) - place(b));
}

/**
 * A fit photo with signed links to its version's image and thumbnail (the thumbnail once made,
 * as the product's files show them), and its open pins for whoever may read comments.
 */
export async function presentPhoto(
  files: PrivateFiles,
  row: PhotoRow,
  canSeePins: boolean,
): Promise<FitPhoto> {
  const ready = row.path !== null && row.status === 'ready' && hasDerivatives(row.ext);
  const [url, thumbnail] = await Promise.all([
    row.path ? files.url(row.path) : null,
    ready && row.path ? files.url(derivativePaths(row.path).thumbnail) : null,
  ]);
  return {
    fileId: row.fileId,
    name: row.name,
    version: row.version,
    thumbnail,
    url,
    pins: canSeePins ? row.pins : null,
  };
}

/** A session's counts: from its rows when they were read, else as the database counted them. */
export interface FitCounts {
  measuredCount: number;
  outOfToleranceCount: number;
}

export function countsOfRows(rows: readonly FitRow[]): FitCounts {
  return {
    measuredCount: rows.filter((row) => row.measured !== null).length,
    outOfToleranceCount: rows.filter((row) => row.outOfTolerance === true).length,
  };
}

export function presentSession(
  session: FitSessionRow,
  options: {
    /** Empty in a list, where `counts` says what the rows would. */
    rows: FitRow[];
    counts: FitCounts;
    photos: FitPhoto[];
    unit: MeasureUnit;
    people: ReadonlyMap<string, Person>;
    canEdit: boolean;
  },
): FitSession {
  const { rows, people } = options;
  return {
    _id: session.id,
    productId: session.productId,
    round: session.round,
    sampleSize: session.sampleSize,
    arrivedAt: session.arrivedAt,
    specRevision: session.specRevision,
    unit: options.unit,
    appliedRevision: session.appliedRevision,
    appliedAt: session.appliedAt?.toISOString() ?? null,
    appliedBy: personRef(session.appliedBy ? people.get(session.appliedBy) : null),
    measuredCount: options.counts.measuredCount,
    outOfToleranceCount: options.counts.outOfToleranceCount,
    createdAt: session.createdAt.toISOString(),
    createdBy: personRef(session.createdBy ? people.get(session.createdBy) : null),
    rows,
    photos: options.photos,
    policies: { edit: options.canEdit },
  };
}

/** A round of the team, with how many of its fit sessions are of it. */
export function presentRound(round: SampleRoundRow, sessionCount: number): SampleRound {
  return { _id: round.id, name: round.name, position: round.position, sessionCount };
}
