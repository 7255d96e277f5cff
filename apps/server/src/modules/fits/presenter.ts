/**
 * The answers of fit sessions: a session with the latest entry of each point measured (and the
 * earlier ones), its deviations and what lies outside tolerance. Centimetres always. And a team's
 * sample rounds.
 */
import {
  centimetres,
  displayName,
  micrometres,
  type FitEntry,
  type FitRow,
  type FitSession,
  type MeasureUnit,
  type SampleRound,
} from '@atelier/domain';
import type { FitSessionRow, SampleRoundRow } from '../../db/schema/index.ts';
import type { entriesOf } from './queries.ts';

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

export function presentSession(
  session: FitSessionRow,
  options: {
    rows: FitRow[];
    withRows: boolean;
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
    measuredCount: rows.filter((row) => row.measured !== null).length,
    outOfToleranceCount: rows.filter((row) => row.outOfTolerance === true).length,
    createdAt: session.createdAt.toISOString(),
    createdBy: personRef(session.createdBy ? people.get(session.createdBy) : null),
    rows: options.withRows ? rows : [],
    policies: { edit: options.canEdit },
  };
}

/** A round of the team, with how many of its fit sessions are of it. */
export function presentRound(round: SampleRoundRow, sessionCount: number): SampleRound {
  return { _id: round.id, name: round.name, position: round.position, sessionCount };
}
