import { specEndpoints, type SpecImportPreview, type SpecSheet } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { specKeys } from './keys';

function fileForm(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return formData;
}

/** `POST product/{id}/spec/import`: what the file holds and what applying it would do; nothing changes. */
export async function previewSpecImport(productId: string, file: File) {
  const { data } = await callApi(specEndpoints.import, {
    params: { id: productId },
    query: {},
    formData: fileForm(file),
  });
  return data as SpecImportPreview;
}

/**
 * `POST product/{id}/spec/import?apply=true&revision=N`: the file as the sheet's next revision;
 * 409 when someone saved after the preview was read.
 */
export async function applySpecImport(productId: string, file: File, revision: number) {
  const answer = await callApi(specEndpoints.import, {
    params: { id: productId },
    query: { apply: 'true', revision },
    formData: fileForm(file),
  });
  return { ...answer, data: answer.data as SpecSheet };
}

export function useApplySpecImport(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, revision }: { file: File; revision: number }) =>
      applySpecImport(productId, file, revision),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(specKeys.sheet(productId), data);
      return queryClient.invalidateQueries({ queryKey: specKeys.revisions(productId) });
    },
  });
}
