/** The only place product responses are shaped. */
import type { Product } from '@atelier/domain';
import { membershipOfRow } from '../policy/standing.ts';
import { productPolicies } from '../policy/product.ts';
import { displayName } from '../teams/notices.ts';
import type { ProductCardRow } from './queries.ts';

const ref = (id: string | null, name: string | null) =>
  id && name !== null ? { _id: id, name } : null;

export function presentProduct(row: ProductCardRow, userId: string): Product {
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
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
    policies: productPolicies(userId, membershipOfRow(row, userId), product),
  };
}
