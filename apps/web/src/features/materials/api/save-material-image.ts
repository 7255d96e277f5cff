import { materialEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { materialKeys } from './keys';

/**
 * `POST material/{id}/image` (multipart `file`): answers the material with its new image; the
 * thumbnail and preview follow from a background job.
 */
export function uploadMaterialImage({ id, file }: { id: string; file: File }) {
  const formData = new FormData();
  formData.append('file', file);
  return callApi(materialEndpoints.uploadImage, { params: { id }, formData });
}

/** `DELETE material/{id}/image`: 'Image removed.' */
export function removeMaterialImage(id: string) {
  return callApi(materialEndpoints.removeImage, { params: { id } });
}

export function useUploadMaterialImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMaterialImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.all }),
  });
}

export function useRemoveMaterialImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMaterialImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.all }),
  });
}
