/** The only place tech pack answers are shaped; costs leave only with `viewCosts`. */
import {
  derivativePaths,
  displayName,
  hasDerivatives,
  type TechpackChanges,
  type TechpackComparison,
  type TechpackRevision,
  type TechpackRevisionSummary,
} from '@atelier/domain';
import type { PrivateFiles } from '../../platform/storage/private-files.ts';
import type { RevisionRow, RevisionSummaryRow } from './queries.ts';
import { withoutCosts } from './snapshot.ts';

export function presentSummary(row: RevisionSummaryRow): TechpackRevisionSummary {
  return {
    _id: row.id,
    revision: row.letter,
    seq: row.seq,
    releasedAt: row.releasedAt.toISOString(),
    releasedBy:
      row.releasedBy && row.firstName !== null
        ? {
            _id: row.releasedBy,
            name: displayName({ firstName: row.firstName, lastName: row.lastName ?? '' }),
          }
        : null,
    note: row.note,
    summary: row.summary,
  };
}

/** The snapshot as the reader may see it: signed links to each sketch's pictures, costs or not. */
export async function presentRevision(
  files: PrivateFiles,
  row: RevisionRow,
  viewCosts: boolean,
): Promise<TechpackRevision> {
  const snapshot = viewCosts ? row.snapshot : withoutCosts(row.snapshot);
  const sketches = await Promise.all(
    snapshot.sketches.map(async (sketch) => {
      const derived = hasDerivatives(sketch.ext) ? derivativePaths(sketch.path) : null;
      const [url, thumbnail, preview] = await Promise.all([
        files.url(sketch.path),
        derived ? files.url(derived.thumbnail) : null,
        derived ? files.url(derived.preview) : null,
      ]);
      return { ...sketch, url, thumbnail, preview };
    }),
  );
  return {
    ...presentSummary(row),
    snapshot: { ...snapshot, sketches },
    policies: { viewCosts },
  };
}

export const presentComparison = (
  from: RevisionSummaryRow,
  to: RevisionSummaryRow,
  sections: TechpackChanges[],
): TechpackComparison => ({ from: presentSummary(from), to: presentSummary(to), sections });
