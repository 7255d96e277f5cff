/** The only place product responses are shaped. */
import { derivativePaths, displayName } from '@atelier/domain';
import type { Product } from '@atelier/domain';
import type { PrivateFiles } from '../../platform/storage/private-files.ts';
import { membershipOfRow } from '../policy/standing.ts';
import { productPolicies } from '../policy/product.ts';
import type { Standing } from '../policy/standing.ts';
import type { deadlinesBetween, ProductCardRow } from './queries.ts';

const ref = (id: string | null, name: string | null) =>
  id && name !== null ? { _id: id, name } : null;

/** The cover's signed links: the original, and the derivatives once they are made. */
async function presentCover(files: PrivateFiles, cover: ProductCardRow['cover']) {
  if (!cover) return null;
  const ready = cover.status === 'ready';
  const { thumbnail, preview } = derivativePaths(cover.path);
  const [url, thumbnailUrl, previewUrl] = await Promise.all([
    files.url(cover.path),
    ready ? files.url(thumbnail) : null,
    ready ? files.url(preview) : null,
  ]);
  return { url, thumbnail: thumbnailUrl, preview: previewUrl };
}

/**
 * A product for a signed-in user (their id: the card's membership columns are theirs), or for a
 * share link's visitor (its standing).
 */
export async function presentProduct(
  files: PrivateFiles,
  row: ProductCardRow,
  viewer: string | Standing,
): Promise<Product> {
  const standing: Standing =
    typeof viewer === 'string'
      ? { kind: 'user', userId: viewer, membership: membershipOfRow(row, viewer) }
      : viewer;
  return {
    _id: row.id,
    teamId: row.teamId,
    name: row.name,
    description: row.description,
    category: ref(row.categoryId, row.categoryName),
    subCategory: ref(row.subCategoryId, row.subCategoryName),
    season: ref(row.seasonId, row.seasonName),
    fabrics: row.fabrics,
    tags: row.tags,
    colours: row.colours,
    deadline: row.deadline,
    stage: row.stage,
    createdBy:
      row.createdBy && row.creatorFirstName !== null
        ? {
            _id: row.createdBy,
            name: displayName({
              firstName: row.creatorFirstName,
              lastName: row.creatorLastName ?? '',
            }),
          }
        : null,
    likeCount: row.likeCount,
    likedByMe: row.likedByMe,
    cover: await presentCover(files, row.cover),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    policies: productPolicies(standing, row),
  };
}

type DeadlineRow = Awaited<ReturnType<typeof deadlinesBetween>>[number];

/** A product's deadline as a calendar reads it: the date, and whether the user may move it. */
export interface ProductDeadline {
  productId: string;
  teamId: string;
  name: string;
  /** 'YYYY-MM-DD'. */
  deadline: string;
  canEdit: boolean;
}

export function presentDeadline(row: DeadlineRow, userId: string): ProductDeadline {
  const standing: Standing = {
    kind: 'user',
    userId,
    membership: membershipOfRow(row, userId),
  };
  const product = { id: row.id, teamId: row.teamId };
  return {
    productId: row.id,
    teamId: row.teamId,
    name: row.name,
    deadline: row.deadline!,
    canEdit: productPolicies(standing, product).edit,
  };
}
