import type { Callout, Construction, ConstructionImage } from '@atelier/domain';
import { IMAGE_ID, PRODUCT_ID } from './product-fixtures';

/** A callout pinned on the product's image, as `GET product/{id}/construction` lists it. */
export function aCallout(overrides: Partial<Callout> = {}): Callout {
  return {
    _id: 'k-1',
    fileId: IMAGE_ID,
    number: 1,
    x: 0.25,
    y: 0.5,
    text: 'Double needle topstitch',
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A product's construction details, editable unless told. */
export function aConstruction(overrides: Partial<Construction> = {}): Construction {
  return {
    productId: PRODUCT_ID,
    notes: '',
    revision: 0,
    callouts: [],
    images: [],
    policies: { edit: true },
    ...overrides,
  };
}

/** The product's image as the construction details name it. */
export const FRONT: ConstructionImage = {
  fileId: IMAGE_ID,
  name: 'front.png',
  thumbnail: '/media/th_front.webp',
  preview: '/media/pre_front.webp',
};
