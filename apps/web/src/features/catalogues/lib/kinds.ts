import type { BodyIn, CatalogueKind, catalogueEndpoints } from '@atelier/domain';
import type { z } from 'zod';

/** The endpoints of one catalogue (`@atelier/domain` contracts). */
type KindEndpoints<K extends CatalogueKind> = (typeof catalogueEndpoints)[K];

/** What each catalogue answers, and what its create and update calls take. */
export type EntryOf<K extends CatalogueKind> = z.output<KindEndpoints<K>['get']['data']>;
export type CreateBodyOf<K extends CatalogueKind> = BodyIn<KindEndpoints<K>['create']>;
export type UpdateBodyOf<K extends CatalogueKind> = BodyIn<KindEndpoints<K>['update']>;

/** The catalogues with a page of their own (sub-categories live inside categories). */
export type PageKind = 'category' | 'fabric' | 'season' | 'tag';
/** The catalogues whose form is just a name. */
export type NameOnlyKind = 'category' | 'season' | 'tag';

export interface KindText {
  /** Lower case, for sentences: "category". */
  singular: string;
  plural: string;
  /** Capitalised, for titles and buttons: "Category". */
  title: string;
  nameLabel: string;
  namePlaceholder: string;
  /** What the empty list says the catalogue is for. */
  purpose: string;
}

export const KIND_TEXT: Record<CatalogueKind, KindText> = {
  category: {
    singular: 'category',
    plural: 'categories',
    title: 'Category',
    nameLabel: 'Category name',
    namePlaceholder: 'e.g. Dresses',
    purpose: 'Categories group the team’s products; each can hold sub-categories.',
  },
  subCategory: {
    singular: 'sub-category',
    plural: 'sub-categories',
    title: 'Sub-category',
    nameLabel: 'Sub-category name',
    namePlaceholder: 'e.g. Maxi dresses',
    purpose: 'Sub-categories split a category further.',
  },
  fabric: {
    // The library is 'Manage Material' (SPEC §2); what it holds are fabrics (SPEC §5, §8).
    singular: 'fabric',
    plural: 'fabrics',
    title: 'Fabric',
    nameLabel: 'Fabric name',
    namePlaceholder: 'e.g. Organic cotton poplin',
    purpose:
      'The material library: each fabric with its composition, weight, supplier, price and a swatch.',
  },
  season: {
    singular: 'season',
    plural: 'seasons',
    title: 'Season',
    nameLabel: 'Season name',
    namePlaceholder: 'e.g. SS27',
    purpose: 'Seasons date the team’s collections, such as SS27 or Resort 2027.',
  },
  tag: {
    singular: 'tag',
    plural: 'tags',
    title: 'Tag',
    nameLabel: 'Tag name',
    namePlaceholder: 'e.g. Bestseller',
    purpose: 'Tags are free labels for finding products again.',
  },
};
