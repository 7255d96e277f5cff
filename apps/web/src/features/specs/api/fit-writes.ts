/**
 * A fit session's writes that wait for the network on a phone (issue 48 §3, lib/outbox):
 * measurements, and photos taken with the camera. Each is sent once, in the order it was made.
 */
import {
  fitEndpoints,
  productEndpoints,
  type FitSession,
  type TRecordFitSchema,
} from '@atelier/domain';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { defineOutboxKind } from '../../../lib/outbox/outbox';
import { specKeys } from './keys';

export interface FitRecordWrite {
  productId: string;
  fitId: string;
  body: TRecordFitSchema;
}

export interface FitPhotoWrite {
  productId: string;
  fitId: string;
  /** The photo as taken: kept in IndexedDB until it is sent. */
  file: Blob;
  name: string;
}

function showSession(queryClient: QueryClient, productId: string, session: FitSession) {
  queryClient.setQueryData(specKeys.fit(productId, session._id), session);
  void queryClient.invalidateQueries({ queryKey: specKeys.fits(productId), exact: true });
}

/** `PUT product/{id}/fits/{fitId}` with what its writer saw: a conflict waits for them. */
export const fitRecordWrite = defineOutboxKind<FitRecordWrite>('fit.record', {
  send: ({ productId, fitId, body }, key) =>
    callApi(fitEndpoints.record, { params: { id: productId, fitId }, body, idempotencyKey: key }),
  sent: ({ productId }, envelope, queryClient) =>
    showSession(queryClient, productId, envelope.data as FitSession),
  // The server names the field someone else changed (fits/service.ts changedMeanwhile).
  isConflict: (error) =>
    Boolean(error.data && typeof error.data === 'object' && 'field' in error.data),
  // Keeping one's own value: the same measurement, without what was seen.
  overrule: (write) => ({
    ...write,
    body: { ...write.body, rows: write.body.rows?.map(({ was: _seen, ...row }) => row) },
  }),
});

/**
 * A photo: uploaded to the product under the write's key (a replay answers the same file), then
 * added to the session's photos unless it is there already — so sending it again adds it once.
 */
export const fitPhotoWrite = defineOutboxKind<FitPhotoWrite>('fit.photo', {
  send: async ({ productId, fitId, file, name }, key) => {
    const formData = new FormData();
    formData.append('files', file, name);
    const uploaded = await callApi(productEndpoints.upload, {
      params: { id: productId },
      formData,
      idempotencyKey: key,
    });
    const fileId = uploaded.data[0]!._id;
    const session = await callApi(fitEndpoints.get, { params: { id: productId, fitId } });
    const fileIds = session.data.photos.map((photo) => photo.fileId);
    if (fileIds.includes(fileId)) return session;
    return callApi(fitEndpoints.photos, {
      params: { id: productId, fitId },
      body: { fileIds: [...fileIds, fileId] },
    });
  },
  sent: ({ productId }, envelope, queryClient) => {
    showSession(queryClient, productId, envelope.data as FitSession);
    void queryClient.invalidateQueries({ queryKey: specKeys.images(productId) });
  },
});
