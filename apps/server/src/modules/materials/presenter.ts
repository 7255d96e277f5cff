/** The only place a material's answer is shaped. */
import { canonicalDecimal } from '@atelier/domain';
import type { Material, MaterialPolicies, MediaStatus } from '@atelier/domain';
import { presentMedia } from '../../platform/media/media.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { MaterialListRow } from './queries.ts';

/** A numeric column's text ('0.3500') as the exact decimal the API answers ('0.35'). */
const priceOf = (text: string | null) => (text === null ? null : (canonicalDecimal(text) ?? text));

export async function presentMaterial(
  { row, imageStatus }: MaterialListRow,
  policies: MaterialPolicies,
  storage: Storage,
): Promise<Material> {
  return {
    _id: row.id,
    teamId: row.teamId,
    kind: row.kind,
    name: row.name,
    code: row.code,
    supplier: row.supplier,
    description: row.description,
    unit: row.unit,
    unitPrice: policies.viewCosts ? priceOf(row.unitPrice) : null,
    currency: policies.viewCosts ? row.currency : null,
    image: row.imagePath
      ? await presentMedia(storage, {
          path: row.imagePath,
          status: imageStatus as MediaStatus | null,
        })
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    policies,
  };
}
