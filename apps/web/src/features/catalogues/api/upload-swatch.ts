import { swatchEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateKind } from './invalidate';

/**
 * `POST fabric/{id}/swatch` (multipart `file`): answers the fabric with its swatch; the thumbnail
 * and preview follow from a background job.
 */
export function uploadSwatch({ fabricId, file }: { fabricId: string; file: File }) {
  const formData = new FormData();
  formData.append('file', file);
  return callApi(swatchEndpoints.upload, { params: { id: fabricId }, formData });
}

export function useUploadSwatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSwatch,
    onSuccess: () => invalidateKind(queryClient, 'fabric'),
  });
}
