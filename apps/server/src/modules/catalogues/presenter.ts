/** The only place catalogue responses are shaped. */
import type {
  CatalogueEntry,
  Category,
  Fabric,
  MediaStatus,
  MemberStatus,
  PermissionKey,
  SubCategory,
} from '@atelier/domain';
import { presentMedia } from '../../platform/media/media.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { membershipOfRow } from '../policy/standing.ts';
import type { PolicyTeam } from '../policy/standing.ts';
import { cataloguePolicies } from '../policy/team.ts';
import type {
  CategoryListRow,
  FabricListRow,
  PlainListRow,
  SubCategoryListRow,
} from './queries.ts';

interface ScopedRow {
  id: string;
  teamId: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  team: PolicyTeam;
  memberStatus: MemberStatus | null;
  permissionArr: PermissionKey[] | null;
}

function presentEntry(row: ScopedRow, userId: string): CatalogueEntry {
  return {
    _id: row.id,
    teamId: row.teamId,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    policies: cataloguePolicies(membershipOfRow(row, userId)),
  };
}

export const presentPlainEntry = (row: PlainListRow, userId: string): CatalogueEntry =>
  presentEntry(row, userId);

export function presentCategory(row: CategoryListRow, userId: string): Category {
  return { ...presentEntry(row, userId), subCategoryCount: row.subCategoryCount };
}

export function presentSubCategory(row: SubCategoryListRow, userId: string): SubCategory {
  return {
    ...presentEntry(row, userId),
    categoryId: row.categoryId,
    categoryName: row.categoryName,
  };
}

export async function presentFabric(
  row: FabricListRow,
  userId: string,
  storage: Storage,
): Promise<Fabric> {
  return {
    ...presentEntry(row, userId),
    composition: row.composition,
    weightGsm: row.weightGsm,
    widthCm: row.widthCm,
    supplier: row.supplier,
    pricePerMeter: row.pricePerMeter,
    currency: row.currency,
    notes: row.notes,
    swatch: row.swatchPath
      ? await presentMedia(storage, {
          path: row.swatchPath,
          status: row.swatchStatus as MediaStatus | null,
        })
      : null,
  };
}
