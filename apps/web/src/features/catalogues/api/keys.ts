import type { CatalogueKind } from '@atelier/domain';

/** Query keys of the catalogues; invalidating a kind refreshes every list of it. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  kind: (kind: CatalogueKind) => ['catalogue', kind] as const,
  list: (kind: CatalogueKind, query: object) => ['catalogue', kind, 'list', query] as const,
};
