import type { CatalogueKind } from '@atelier/domain';
import type { QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from './keys';

/**
 * Refreshes the lists a change of `kind` shows up in: categories count their sub-categories, and a
 * deleted category takes its sub-categories with it.
 */
export function invalidateKind(queryClient: QueryClient, kind: CatalogueKind) {
  const kinds: CatalogueKind[] =
    kind === 'subCategory' || kind === 'category' ? ['category', 'subCategory'] : [kind];
  return Promise.all(
    kinds.map((each) => queryClient.invalidateQueries({ queryKey: catalogueKeys.kind(each) })),
  );
}
