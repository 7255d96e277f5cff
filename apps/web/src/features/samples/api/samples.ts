import {
  sampleEndpoints,
  type TCreateSampleSchema,
  type TSampleMeasurementsSchema,
  type TUpdateSampleSchema,
} from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sampleKeys } from './keys';

/** `GET product/{id}/samples`: the product's requests the person reads, newest first. */
export function useProductSamples(productId: string) {
  return useQuery({
    queryKey: sampleKeys.product(productId),
    queryFn: async () => (await callApi(sampleEndpoints.list, { params: { id: productId } })).data,
  });
}

/** `GET product/{id}/samples/{sampleId}`: one request, its points and its fit session. */
export function useSample(productId: string, sampleId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: sampleKeys.detail(sampleId),
    queryFn: async () =>
      (await callApi(sampleEndpoints.get, { params: { id: productId, sampleId } })).data,
    enabled,
  });
}

/** `GET team/{teamId}/samples`: every open request, by supplier and status. */
export function useSampleBoard(teamId: string) {
  return useQuery({
    queryKey: sampleKeys.board(teamId),
    queryFn: async () => (await callApi(sampleEndpoints.board, { params: { teamId } })).data,
  });
}

/** Every list and request shown is read again after a change. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sampleKeys.all });
}

/** `POST product/{id}/samples`. */
export function useRequestSample(productId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TCreateSampleSchema) =>
      callApi(sampleEndpoints.create, { params: { id: productId }, body }),
    onSuccess: refresh,
  });
}

/** `PUT product/{id}/samples/{sampleId}`: acknowledged, shipped or received. */
export function useUpdateSample(productId: string, sampleId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TUpdateSampleSchema) =>
      callApi(sampleEndpoints.update, { params: { id: productId, sampleId }, body }),
    onSuccess: refresh,
  });
}

/** `PUT product/{id}/samples/{sampleId}/measurements`: the supplier's own measurements. */
export function useMeasureSample(productId: string, sampleId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TSampleMeasurementsSchema) =>
      callApi(sampleEndpoints.measure, { params: { id: productId, sampleId }, body }),
    onSuccess: refresh,
  });
}
