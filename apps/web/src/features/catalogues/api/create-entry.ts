import { catalogueEndpoints, type CatalogueKind } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { CreateBodyOf } from '../lib/kinds';
import { invalidateKind } from './invalidate';

/** `POST <kind>` {teamId, name, …}: answers the new entry and e.g. 'Category added successfully.' */
export function createEntry<K extends CatalogueKind>(kind: K, body: CreateBodyOf<K>) {
  return callApi(catalogueEndpoints[kind].create, { body });
}

export function useCreateEntry<K extends CatalogueKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBodyOf<K>) => createEntry(kind, body),
    onSuccess: () => invalidateKind(queryClient, kind),
  });
}
