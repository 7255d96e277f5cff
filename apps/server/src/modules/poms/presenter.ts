/** The answers of the measurement library: a point of measure, a size range. */
import { centimetres, micrometres, type Pom, type SizeRange } from '@atelier/domain';
import type { PomRow, SizeRangeRow } from '../../db/schema/index.ts';

type LibraryPolicies = Pom['policies'];

/** A numeric column's text ('0.5000') as the centimetres the API answers (0.5). */
export const cmOf = (text: string) => centimetres(micrometres(text));

export const presentPom = (row: PomRow, policies: LibraryPolicies): Pom => ({
  _id: row.id,
  teamId: row.teamId,
  code: row.code,
  name: row.name,
  howToMeasure: row.howToMeasure,
  category: row.category,
  tolerance: { minus: cmOf(row.toleranceMinus), plus: cmOf(row.tolerancePlus) },
  position: row.position,
  diagram:
    row.diagramProductId && row.diagramFileId
      ? { productId: row.diagramProductId, fileId: row.diagramFileId }
      : null,
  starter: row.starter,
  policies,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentSizeRange = (row: SizeRangeRow, policies: LibraryPolicies): SizeRange => ({
  _id: row.id,
  teamId: row.teamId,
  name: row.name,
  sizes: row.sizes,
  baseSize: row.baseSize,
  position: row.position,
  policies,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
