import type { Fabric } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateKind } from './invalidate';

/**
 * `POST fabric/{id}/swatch` (multipart `file`): answers the fabric with its swatch; the thumbnail
 * and preview follow from a background job.
 */
export function uploadSwatch({ fabricId, file }: { fabricId: string; file: File }) {
  const body = new FormData();
  body.append('file', file);
  return api.upload<Fabric>(`/fabric/${encodeURIComponent(fabricId)}/swatch`, body);
}

export function useUploadSwatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSwatch,
    onSuccess: () => invalidateKind(queryClient, 'fabric'),
  });
}
