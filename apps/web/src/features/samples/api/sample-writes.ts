/**
 * A sample request's status change, made on the factory floor (issue 48 §3, lib/outbox): a
 * supplier acknowledges or ships from the phone, the team marks it received. It waits for the
 * network like a measurement and is sent once, in the order it was made, under its own key.
 */
import { sampleEndpoints, type SampleStatus, type TUpdateSampleSchema } from '@atelier/domain';
import { callApi } from '../../../lib/api-client';
import { defineOutboxKind } from '../../../lib/outbox/outbox';
import { sampleKeys } from './keys';

export interface SampleUpdateWrite {
  productId: string;
  sampleId: string;
  body: TUpdateSampleSchema;
}

/** What the server answers of the request when someone else moved it first (`data.theirs`). */
export interface SampleTheirs {
  status: SampleStatus;
  carrier: string | null;
  tracking: string | null;
  proposedDate: string | null;
}

export const sampleUpdateWrite = defineOutboxKind<SampleUpdateWrite>('sample.update', {
  send: ({ productId, sampleId, body }, key) =>
    callApi(sampleEndpoints.update, {
      params: { id: productId, sampleId },
      body,
      idempotencyKey: key,
    }),
  // Every list and request shown (the product's, the board, the dashboard card) is read again.
  sent: (_write, _envelope, queryClient) =>
    void queryClient.invalidateQueries({ queryKey: sampleKeys.all }),
  // The server says where the request stands now (samples/service.ts theirsOf).
  isConflict: (error) =>
    Boolean(error.data && typeof error.data === 'object' && 'theirs' in error.data),
  // Keeping one's own step: the same change, without the status it was made from.
  overrule: (write) => {
    const { was: _seen, ...body } = write.body;
    return { ...write, body };
  },
});
