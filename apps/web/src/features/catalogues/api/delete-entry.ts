import { catalogueEndpoints, type CatalogueKind } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateKind } from './invalidate';

/** `DELETE <kind>/{id}`: e.g. 'Category deleted successfully.' (its sub-categories go with it). */
export function deleteEntry(kind: CatalogueKind, id: string) {
  return callApi(catalogueEndpoints[kind].delete, { params: { id } });
}

export function useDeleteEntry(kind: CatalogueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteEntry(kind, id),
    onSuccess: () => invalidateKind(queryClient, kind),
  });
}
