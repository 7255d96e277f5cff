/**
 * Sample requests (issue 47 §3): the team asks a product's supplier for a sample
 * (`POST product/{id}/samples`), the supplier answers and the team receives it
 * (`PUT product/{id}/samples/{sampleId}`), the supplier sends its measurements
 * (`…/measurements`); `team/{teamId}/samples` is the board of every open request.
 */
import { z } from 'zod';
import {
  ZCreateSampleSchema,
  ZSampleBoardParams,
  ZSampleDetail,
  ZSampleMeasurementsSchema,
  ZSampleParams,
  ZSampleRequest,
  ZSamplesParams,
  ZUpdateSampleSchema,
} from '../samples.ts';
import { endpoint } from './endpoint.ts';
import { IDEMPOTENT_WRITE, zIdempotencyHeaders } from './idempotency.ts';

const tag = 'sample';

const WHO_READS =
  'Whoever may view the product, and the people of the supplier the request is for (another supplier’s request is 404 to them).';

export const sampleEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/product/:id/samples',
    summary: 'Ask a supplier for a sample',
    description:
      'Whoever may edit the product. One of the product’s suppliers (`supplierId`), one of the team’s sample rounds (in any case, kept as the team spells it), the sizes (the spec sheet’s, once it has one) and the pieces of each, the day it is needed by, and optionally the released tech pack revision it must follow and a note. The supplier’s people are notified; the request is late, on both sides, once its day passes before it is received.',
    refuses: [403, 404],
    tag,
    params: ZSamplesParams,
    body: ZCreateSampleSchema,
    data: ZSampleRequest,
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: '/product/:id/samples',
    summary: 'List a product’s sample requests',
    description: `${WHO_READS} Newest first; a supplier’s people read their own supplier’s only.`,
    refuses: [403, 404],
    tag,
    params: ZSamplesParams,
    data: z.array(ZSampleRequest),
  }),
  get: endpoint({
    method: 'GET',
    path: '/product/:id/samples/:sampleId',
    summary: 'Read a sample request',
    description: `${WHO_READS} With the size its fit session is of, the spec sheet’s points at that size (to measure against) and the fit session once it is open: its results, no photos’ pins for a supplier.`,
    refuses: [403, 404],
    tag,
    params: ZSampleParams,
    data: ZSampleDetail,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/product/:id/samples/:sampleId',
    summary: 'Acknowledge, ship or receive a sample',
    description:
      '`acknowledged` (with an optional `proposedDate`) and `shipped` (with an optional `carrier` and `tracking`): the supplier’s people, or whoever may edit the product on their behalf; again to correct them, until it is shipped or received (409). `received`: whoever may edit the product, once (409 after); it opens the round’s fit session in the sample size (when the spec sheet is saved), arrived today. A request never moves back. `was` (optional): the status the writer saw; when someone else changed it since and this change would change something, 409 `Someone else changed this sample’s status since you saw it: choose which to keep.` with `data.theirs` (the request’s status, carrier, tracking and proposed date now), and nothing is recorded.' +
      IDEMPOTENT_WRITE,
    refuses: [403, 404, 409],
    tag,
    params: ZSampleParams,
    headers: zIdempotencyHeaders,
    body: ZUpdateSampleSchema,
    data: ZSampleRequest,
  }),
  measure: endpoint({
    method: 'PUT',
    path: '/product/:id/samples/:sampleId/measurements',
    summary: 'Send the supplier’s measurements of a sample',
    description:
      'The supplier’s people (or whoever may edit the product, typing the supplier’s sheet). Points of the spec sheet with the supplier’s measurement at the sample size, in `unit` (the sheet’s by default; inches in eighths); null clears one. Opens the round’s fit session when it is not open yet; each change is a new entry of the session, never overwriting.',
    refuses: [403, 404],
    tag,
    params: ZSampleParams,
    body: ZSampleMeasurementsSchema,
    data: ZSampleDetail,
  }),
  photos: endpoint({
    method: 'POST',
    path: '/product/:id/samples/:sampleId/photos',
    summary: 'Send photos of a sample into its fit session',
    description:
      'The supplier’s people (or whoever may edit the product). Multipart: one or more image `files`, which become files of the product and photos of the round’s fit session, after those it has (at most 24; the session is opened, not arrived yet, when it is not open). Anything that is not an image is refused and nothing is kept; the files count against the team’s storage.',
    refuses: [403, 404],
    tag,
    params: ZSampleParams,
    multipart: true,
    data: ZSampleDetail,
    status: 201,
  }),
  withdraw: endpoint({
    method: 'DELETE',
    path: '/product/:id/samples/:sampleId',
    summary: 'Withdraw a sample request',
    description:
      'Whoever may edit the product, before the sample is received (409 after: it belongs to the fit history then). The request is removed and the supplier’s people are told; a fit session its measurements opened stays, with what was recorded.',
    refuses: [403, 404, 409],
    tag,
    params: ZSampleParams,
    data: z.object({ _id: z.string() }),
  }),
  board: endpoint({
    method: 'GET',
    path: '/team/:teamId/samples',
    summary: 'The board of open sample requests',
    description:
      'The team’s owner or a member with canViewProducts: every request not yet received, by supplier and status, late ones flagged. A supplier’s person: their own supplier’s, on the products assigned to it.',
    refuses: [403, 404],
    tag: 'team',
    params: ZSampleBoardParams,
    data: z.array(ZSampleRequest),
  }),
};
