/**
 * Fit sessions of a product (issue 45 §6): `product/{id}/fits` lists and opens them,
 * `product/{id}/fits/{fitId}` reads one and records measurements, `…/apply` makes the spec's next
 * revision from its revised values, `…/photos` links the product's images to it as fit photos.
 * `team/{teamId}/sampleRounds` is the team's rounds they belong to (issue 45 §5).
 */
import { z } from 'zod';
import {
  ZApplyFitSchema,
  ZCreateFitSchema,
  ZFitParams,
  ZFitSession,
  ZFitsParams,
  ZRecordFitSchema,
  ZSetFitPhotosSchema,
} from '../fits.ts';
import { ZSampleRound, ZSampleRoundsParams, ZSaveSampleRoundsSchema } from '../sample-rounds.ts';
import { ZSpecSheet } from '../specs.ts';
import { endpoint } from './endpoint.ts';
import { IDEMPOTENT_WRITE, zIdempotencyHeaders } from './idempotency.ts';

const tag = 'product';

export const fitEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/product/:id/fits',
    summary: 'List a product’s fit sessions',
    description:
      'Whoever may view the product (not a share link). Every fit session, newest first, with how many points were measured and how many lie outside their tolerance; without rows.',
    refuses: [403, 404],
    tag,
    params: ZFitsParams,
    data: z.array(ZFitSession),
  }),
  create: endpoint({
    method: 'POST',
    path: '/product/:id/fits',
    summary: 'Open a fit session',
    description:
      'Whoever may edit the product. A sample of one of the team’s sample rounds (Proto, Fit 1, Fit 2, Fit 3, PP, Top of production until the team changes them; matched in any case, kept as the team spells it) in one of the spec sheet’s sizes, optionally with the day it arrived; the spec sheet must be saved first.',
    refuses: [403, 404],
    tag,
    params: ZFitsParams,
    body: ZCreateFitSchema,
    data: ZFitSession,
    status: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: '/product/:id/fits/:fitId',
    summary: 'Read a fit session',
    description:
      'Whoever may view the product. The latest entry of each point measured, with its deviation from the spec (own measurement, else the supplier’s, minus the spec’s value for the sample size, in centimetres), whether it is outside the tolerance, and the earlier entries.',
    refuses: [403, 404],
    tag,
    params: ZFitParams,
    data: ZFitSession,
  }),
  record: endpoint({
    method: 'PUT',
    path: '/product/:id/fits/:fitId',
    summary: 'Record a fit session’s measurements',
    description:
      'Whoever may edit the product. Points of the spec sheet with the supplier’s measurement, our own, the revised value and a comment, lengths in `unit` (the sheet’s by default; inches in eighths); a field left out keeps its latest value, null clears it. Each point that changes is a new entry: a correction never overwrites what was recorded. `arrivedAt` sets the day the sample arrived.' +
      IDEMPOTENT_WRITE,
    refuses: [403, 404, 409],
    tag,
    params: ZFitParams,
    headers: zIdempotencyHeaders,
    body: ZRecordFitSchema,
    data: ZFitSession,
  }),
  photos: endpoint({
    method: 'PUT',
    path: '/product/:id/fits/:fitId/photos',
    summary: 'Set a fit session’s photos',
    description:
      'Whoever may edit the product. The session’s fit photos, in order: image files of the same product (at most 24, each once); an empty list takes them all off. Each photo keeps the file’s newest version at the time it is first linked, so pins placed on that round stay with the session. Answers the session, each photo with its thumbnail and its open pins.',
    refuses: [403, 404],
    tag,
    params: ZFitParams,
    body: ZSetFitPhotosSchema,
    data: ZFitSession,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/product/:id/fits/:fitId/apply',
    summary: 'Apply a fit session’s revised values to the spec',
    description:
      'Whoever may edit the product. The revised values become the sample size’s values in the spec sheet’s next revision, noted on the timeline: at the base size a graded row is re-based (its other sizes move with it), at another size the value becomes that size’s explicit value. A session measured against an older revision answers 409 unless `revision` names the current one; a session already applied answers 409. Answers the computed sheet.',
    refuses: [403, 404, 409],
    tag,
    params: ZFitParams,
    body: ZApplyFitSchema,
    data: ZSpecSheet,
  }),
};

const ROUNDS_SEED =
  'A team that never changed its rounds has Proto, Fit 1, Fit 2, Fit 3, PP and Top of production, written as its own on the first look.';

export const sampleRoundEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/team/:teamId/sampleRounds',
    summary: 'List a team’s sample rounds',
    description: `The team’s owner, or a member with canViewProducts. The rounds its fit sessions belong to, in the team’s order, each with how many fit sessions are of it. ${ROUNDS_SEED}`,
    refuses: [403, 404],
    tag: 'team',
    params: ZSampleRoundsParams,
    data: z.array(ZSampleRound),
  }),
  save: endpoint({
    method: 'PUT',
    path: '/team/:teamId/sampleRounds',
    summary: 'Rename, reorder, add or remove a team’s sample rounds',
    description:
      'The team’s owner, or a member with canViewProducts and canEditProduct. Takes the whole list in its new order (1 to 20 rounds, names of 1–40 characters unique in any case): a round with its id keeps it, renamed when its name changed — the team’s fit sessions of it are renamed with it; one without an id is added (or is the team’s round of that name); a round left out is removed, unless fit sessions are of it (409, naming how many). Answers the list.',
    refuses: [403, 404, 409],
    tag: 'team',
    params: ZSampleRoundsParams,
    body: ZSaveSampleRoundsSchema,
    data: z.array(ZSampleRound),
  }),
};
