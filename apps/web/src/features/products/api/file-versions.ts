import { endpointPath, productEndpoints, type DataOf } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { productKeys } from './keys';

/** `GET product/{id}/files/{fileId}/versions`: the file's rounds, oldest first. */
export function useFileVersions(productId: string, fileId: string) {
  return useQuery({
    queryKey: productKeys.versions(productId, fileId),
    queryFn: async ({ signal }) =>
      (await callApi(productEndpoints.versions, { params: { id: productId, fileId }, signal }))
        .data,
    // A new round's previews are made in the background: look again while one is pending.
    refetchInterval: (current) =>
      current.state.data?.some((version) => version.status === 'pending') ? 3000 : false,
  });
}

const addVersion = productEndpoints.addVersion;

/**
 * `POST product/{id}/files/{fileId}/versions`: the round's name goes before its one file (the
 * server checks the right to edit before reading it).
 */
export function uploadVersion(
  target: { productId: string; fileId: string; label: string },
  file: File,
  onProgress: (fraction: number) => void,
) {
  const formData = new FormData();
  formData.append('label', target.label);
  formData.append('file', file, file.name);
  return uploadWithProgress<DataOf<typeof addVersion>>(
    endpointPath(addVersion, { id: target.productId, fileId: target.fileId }),
    formData,
    onProgress,
  );
}
