import type { Product, ProductComment, ProductItem, ProductPolicies } from '@atelier/domain';
import { OWNER_ID, TEAM_ID } from './fixtures';

export const PRODUCT_ID = 'c0ffee00-0000-4000-8000-000000000001';
export const IMAGE_ID = 'c0ffee00-0000-4000-8000-00000000f001';

const ALL_ALLOWED: ProductPolicies = {
  edit: true,
  delete: true,
  like: true,
  share: true,
  duplicate: true,
  comment: true,
  viewComments: true,
  viewCosts: true,
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

/** An image of the product with its derivatives made, as `GET product/{id}/files` lists it. */
export function anImage(overrides: Partial<ProductItem> = {}): ProductItem {
  return {
    _id: IMAGE_ID,
    kind: 'file',
    parentId: null,
    name: 'front.png',
    path: null,
    ext: 'png',
    size: 1024,
    url: '/media/front.png',
    thumbnail: '/media/th_front.webp',
    preview: '/media/pre_front.webp',
    status: 'ready',
    createdAt: '2026-11-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A comment as the comment routes answer it (issue 12): a thread of its own, no pin. */
export function aComment(overrides: Partial<ProductComment> = {}): ProductComment {
  return {
    _id: 'c-1',
    productId: PRODUCT_ID,
    fileId: null,
    parentId: null,
    text: 'Shorten the hem by 2 cm.',
    x: null,
    y: null,
    version: 1,
    visibility: 'internal',
    resolved: false,
    author: { _id: 'u-2', name: 'Grace Hopper', profilePicture: null, guest: false },
    mentions: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    editedAt: null,
    policies: { reply: true, edit: false, delete: false, translate: false },
    ...overrides,
  };
}
