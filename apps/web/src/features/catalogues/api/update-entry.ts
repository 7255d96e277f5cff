import { catalogueEndpoints, type CatalogueKind } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { UpdateBodyOf } from '../lib/kinds';
import { invalidateKind } from './invalidate';

/** `PUT <kind>/{id}`: answers the entry and e.g. 'Category updated successfully.' */
export function updateEntry<K extends CatalogueKind>(kind: K, id: string, body: UpdateBodyOf<K>) {
  return callApi(catalogueEndpoints[kind].update, { params: { id }, body });
}

export function useUpdateEntry<K extends CatalogueKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBodyOf<K> }) =>
      updateEntry(kind, id, body),
    onSuccess: () => invalidateKind(queryClient, kind),
  });
}
