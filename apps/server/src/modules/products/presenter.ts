/** The only place product responses are shaped. */
import { derivativePaths } from '@atelier/domain';
import type { Product } from '@atelier/domain';
import type { PrivateFiles } from '../../platform/storage/private-files.ts';
import { membershipOfRow } from '../policy/standing.ts';
import { productPolicies } from '../policy/product.ts';
import { displayName } from '../teams/notices.ts';
import type { ProductCardRow } from './queries.ts';

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

export async function presentProduct(
  files: PrivateFiles,
  row: ProductCardRow,
  userId: string,
): Promise<Product> {
  const { product } = row;
  return {
    _id: product.id,
    teamId: product.teamId,
    name: product.name,
    description: product.description,
    category: ref(product.categoryId, row.categoryName),
    subCategory: ref(product.subCategoryId, row.subCategoryName),
    season: ref(product.seasonId, row.seasonName),
    fabrics: row.fabrics,
    tags: row.tags,
    colours: row.colours,
    deadline: product.deadline,
    stage: product.stage,
    createdBy:
      product.createdBy && row.creatorFirstName !== null
        ? {
            _id: product.createdBy,
            name: displayName({
              firstName: row.creatorFirstName,
              lastName: row.creatorLastName ?? '',
            }),
          }
        : null,
    likeCount: product.likeCount,
    likedByMe: row.likedByMe,
    cover: await presentCover(files, row.cover),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
    policies: productPolicies(userId, membershipOfRow(row, userId), product),
  };
}
