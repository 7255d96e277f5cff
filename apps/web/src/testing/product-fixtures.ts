import type { Product, ProductPolicies } from '@atelier/domain';
import { OWNER_ID, TEAM_ID } from './fixtures';

export const PRODUCT_ID = 'c0ffee00-0000-4000-8000-000000000001';

const ALL_ALLOWED: ProductPolicies = {
  edit: true,
  delete: true,
  like: true,
  share: true,
  duplicate: true,
  comment: true,
  viewComments: true,
};

/** A product as `GET product/{id}` answers it (issue 11), every action allowed unless told. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: PRODUCT_ID,
    teamId: TEAM_ID,
    name: 'Linen wrap dress',
    description: 'Bias-cut',
    category: null,
    subCategory: null,
    season: null,
    fabrics: [],
    tags: [],
    colours: [],
    deadline: null,
    stage: 'idea',
    createdBy: { _id: OWNER_ID, name: 'Ada Lovelace' },
    likeCount: 0,
    likedByMe: false,
    cover: null,
    createdAt: '2026-11-05T10:00:00.000Z',
    updatedAt: '2026-11-05T10:00:00.000Z',
    policies: ALL_ALLOWED,
    ...overrides,
  };
}
