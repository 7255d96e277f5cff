import { centimetres, micrometres, type FitRow, type FitSession } from '@atelier/domain';

/** What one session says of a point: the spec for its size, the measurement and the deviation. */
export interface FitSide {
  spec: number | null;
  measured: number | null;
  deviation: number | null;
  outOfTolerance: boolean | null;
}

/** One point read across two sessions (lengths in centimetres, as the API answers them). */
export interface ComparedPoint {
  key: string;
  code: string;
  name: string;
  /** Null when the session did not measure the point. */
  from: FitSide | null;
  to: FitSide | null;
  /** The deviation's change from the first session to the second; null without both. */
  moved: number | null;
  /** 'into': came into tolerance; 'outOf': went out of it; null: neither. */
  change: 'into' | 'outOf' | null;
}

/** A point is the same point in two sessions by its id, or by its code once it was deleted. */
const keyOf = (row: FitRow) => row.pomId ?? `code ${row.code}`;

const sideOf = (row: FitRow | undefined): FitSide | null =>
  row
    ? {
        spec: row.spec,
        measured: row.measured,
        deviation: row.deviation,
        outOfTolerance: row.outOfTolerance,
      }
    : null;

/**
 * Fit 1 → Fit 2, what moved: every point either session recorded, in the sheet's order (`order`:
 * its point ids), then the others as the sessions list them. The deviation follows the sessions'
 * own rule (our measurement, else the supplier's, minus the spec); its change is computed in exact
 * units, so 0.1 and 0.2 make 0.3.
 */
export function compareFits(
  from: FitSession,
  to: FitSession,
  order: readonly string[],
): ComparedPoint[] {
  const before = new Map(from.rows.map((row) => [keyOf(row), row]));
  const after = new Map(to.rows.map((row) => [keyOf(row), row]));
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  const place = (key: string) => {
    const index = order.indexOf(key);
    return index < 0 ? order.length : index;
  };
  keys.sort((a, b) => place(a) - place(b));
  return keys.map((key) => {
    const a = before.get(key);
    const b = after.get(key);
    const named = (b ?? a)!;
    const was = a?.deviation ?? null;
    const is = b?.deviation ?? null;
    const moved =
      was === null || is === null ? null : centimetres(micrometres(is) - micrometres(was));
    const change =
      a?.outOfTolerance === true && b?.outOfTolerance === false
        ? 'into'
        : a?.outOfTolerance === false && b?.outOfTolerance === true
          ? 'outOf'
          : null;
    return {
      key,
      code: named.code,
      name: named.name,
      from: sideOf(a),
      to: sideOf(b),
      moved,
      change,
    };
  });
}
