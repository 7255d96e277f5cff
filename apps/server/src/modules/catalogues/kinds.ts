/** The five catalogues: the URL segment each lives under and the texts each answers with. */
import { messages } from '@atelier/domain';
import type { CatalogueKind } from '@atelier/domain';

export interface KindTexts {
  added: string;
  updated: string;
  deleted: string;
  /** 409 for a name already used in the team (sub-categories: in the category). */
  taken: string;
}

export const KIND_TEXTS: Record<CatalogueKind, KindTexts> = {
  category: {
    added: messages.categoryAdded,
    updated: messages.categoryUpdated,
    deleted: messages.categoryDeleted,
    taken: messages.categoryNameTaken,
  },
  subCategory: {
    added: messages.subCategoryAdded,
    updated: messages.subCategoryUpdated,
    deleted: messages.subCategoryDeleted,
    taken: messages.subCategoryNameTaken,
  },
  fabric: {
    added: messages.fabricAdded,
    updated: messages.fabricUpdated,
    deleted: messages.fabricDeleted,
    taken: messages.fabricNameTaken,
  },
  season: {
    added: messages.seasonAdded,
    updated: messages.seasonUpdated,
    deleted: messages.seasonDeleted,
    taken: messages.seasonNameTaken,
  },
  tag: {
    added: messages.tagAdded,
    updated: messages.tagUpdated,
    deleted: messages.tagDeleted,
    taken: messages.tagNameTaken,
  },
};
