import {
  endpointPath,
  sampleEndpoints,
  type DataOf,
  type TCreateSampleSchema,
  type TSampleMeasurementsSchema,
} from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
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

/** `PUT product/{id}/samples/{sampleId}/measurements`: the supplier's own measurements. */
export function useMeasureSample(productId: string, sampleId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TSampleMeasurementsSchema) =>
      callApi(sampleEndpoints.measure, { params: { id: productId, sampleId }, body }),
    onSuccess: refresh,
  });
}

/**
 * `POST product/{id}/samples/{sampleId}/photos`: the supplier's photos of its sample, multipart,
 * with its progress; the lists and the request are read again once they are in.
 */
export function useSendSamplePhotos(productId: string, sampleId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({
      files,
      onProgress,
    }: {
      files: File[];
      onProgress: (f: number) => void;
    }) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      const path = endpointPath(sampleEndpoints.photos, { id: productId, sampleId });
      return uploadWithProgress<DataOf<typeof sampleEndpoints.photos>>(path, form, onProgress).done;
    },
    onSuccess: refresh,
  });
}

/** `DELETE product/{id}/samples/{sampleId}`: the team withdraws a request not yet received. */
export function useWithdrawSample(productId: string, sampleId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => callApi(sampleEndpoints.withdraw, { params: { id: productId, sampleId } }),
    onSuccess: refresh,
  });
}
