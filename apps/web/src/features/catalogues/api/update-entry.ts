import type { CatalogueKind } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { EntryOf, UpdateBodyOf } from '../lib/kinds';
import { invalidateKind } from './invalidate';

/** `PUT <kind>/{id}`: answers the entry and e.g. 'Category updated successfully.' */
export function updateEntry<K extends CatalogueKind>(kind: K, id: string, body: UpdateBodyOf<K>) {
  return api.put<EntryOf<K>>(`/${kind}/${encodeURIComponent(id)}`, body);
}

export function useUpdateEntry<K extends CatalogueKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBodyOf<K> }) =>
      updateEntry(kind, id, body),
    onSuccess: () => invalidateKind(queryClient, kind),
  });
}
