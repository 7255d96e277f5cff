import { fitEndpoints, type TCreateFitSchema, type TRecordFitSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { specKeys } from './keys';

/** `POST product/{id}/fits`: a sample of one round in one of the sheet's sizes. */
export function useCreateFit(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateFitSchema) =>
      callApi(fitEndpoints.create, { params: { id: productId }, body }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(specKeys.fit(productId, data._id), data);
      return queryClient.invalidateQueries({ queryKey: specKeys.fits(productId), exact: true });
    },
  });
}

/**
 * `PUT product/{id}/fits/{fitId}`: measurements of some points in the sheet's unit; a field left
 * out keeps its latest value, null clears it. Answers the session with the latest entries.
 */
export function useRecordFit(productId: string, fitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRecordFitSchema) =>
      callApi(fitEndpoints.record, { params: { id: productId, fitId }, body }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(specKeys.fit(productId, fitId), data);
      return queryClient.invalidateQueries({ queryKey: specKeys.fits(productId), exact: true });
    },
  });
}

/**
 * `POST product/{id}/fits/{fitId}/apply`: the revised values as the spec's next revision, checked
 * against `revision` once the sheet moved on since the measuring; 409 when applied already or moved on.
 */
export function useApplyFit(productId: string, fitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision?: number) =>
      callApi(fitEndpoints.apply, {
        params: { id: productId, fitId },
        body: revision === undefined ? {} : { revision },
      }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(specKeys.sheet(productId), data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: specKeys.revisions(productId) }),
        queryClient.invalidateQueries({ queryKey: specKeys.fits(productId) }),
      ]);
    },
  });
}
