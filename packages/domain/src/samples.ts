/**
 * Sample requests (issue 47 §3): the team asks one of a product's suppliers for a sample of one of
 * its rounds (Proto, Fit 1 … PP) — sizes, pieces of each, the tech pack revision to follow and the
 * day it is needed. The supplier acknowledges (proposing a date), ships it with a carrier and a
 * tracking number, and may send its own measurements; the team receives it, which opens the
 * round's fit session. A request not received by its day is late, on both sides.
 */
import { z } from 'zod';
import { zDate } from './dates.ts';
import { ZFitSession } from './fits.ts';
import { MEASURE_UNITS } from './measurements.ts';
import { messages } from './messages.ts';
import { ZPersonRef } from './people.ts';
import { SIZE_LABEL_MAX, ZTolerance } from './poms.ts';
import { zRoundName } from './sample-rounds.ts';
import { SPEC_ROWS_MAX } from './specs.ts';
import { ZSupplierRef } from './suppliers.ts';
import { zRecordId } from './teams.ts';
import { zOptionalText } from './text.ts';

/** Where a request stands, in the order it moves; it never moves back. */
export const SAMPLE_STATUSES = ['requested', 'acknowledged', 'shipped', 'received'] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];
/** What a `PUT` may move a request to. */
export const SAMPLE_UPDATES = ['acknowledged', 'shipped', 'received'] as const;

export const SAMPLE_SIZES_MAX = 20;
export const SAMPLE_QUANTITY_MAX = 1000;
export const SAMPLE_NOTE_MAX = 1000;
export const SAMPLE_SHIPPING_MAX = 80;

export const ZSampleParams = z.object({ id: zRecordId(), sampleId: zRecordId() });
export const ZSamplesParams = z.object({ id: zRecordId() });
export const ZSampleBoardParams = z.object({ teamId: zRecordId() });

const zSize = z
  .string({ error: messages.sampleSizesRequired })
  .trim()
  .min(1, messages.sampleSizesRequired)
  .max(SIZE_LABEL_MAX, messages.sampleSizesRequired);

/** `POST product/{id}/samples`. */
export const ZCreateSampleSchema = z.object({
  supplierId: zRecordId(messages.sampleSupplierRequired),
  round: zRoundName(messages.fitRoundRequired),
  sizes: z
    .array(zSize, { error: messages.sampleSizesRequired })
    .min(1, messages.sampleSizesRequired)
    .max(SAMPLE_SIZES_MAX, messages.sampleSizesTooMany)
    .superRefine((sizes, context) => {
      const seen = new Set<string>();
      sizes.forEach((size, index) => {
        if (seen.has(size.toLowerCase()))
          context.addIssue({ code: 'custom', message: messages.sampleSizeTwice, path: [index] });
        seen.add(size.toLowerCase());
      });
    }),
  /** Pieces of each size. */
  quantity: z
    .number({ error: messages.sampleQuantityInvalid })
    .int(messages.sampleQuantityInvalid)
    .min(1, messages.sampleQuantityInvalid)
    .max(SAMPLE_QUANTITY_MAX, messages.sampleQuantityInvalid),
  neededBy: zDate(messages.sampleNeededByInvalid),
  /** The released tech pack revision the sample must follow (its id); none when left out. */
  techpackRevisionId: zRecordId(messages.sampleTechpackNotFound).nullish(),
  note: zOptionalText(SAMPLE_NOTE_MAX, messages.sampleNoteTooLong).optional(),
});
export type TCreateSampleSchema = z.input<typeof ZCreateSampleSchema>;

const zShipping = (message: string) =>
  z.string({ error: message }).trim().max(SAMPLE_SHIPPING_MAX, message).nullish();

/**
 * `PUT product/{id}/samples/{sampleId}`: the supplier acknowledges (perhaps proposing a date) or
 * ships (a carrier, a tracking number); the team receives. `was`: the status its writer saw (a
 * change made offline and sent later): when someone else moved the request since, the change is
 * a conflict for the writer to settle, not made.
 */
export const ZUpdateSampleSchema = z
  .object({
    status: z.enum(SAMPLE_UPDATES, { error: messages.sampleStatusInvalid }),
    was: z.enum(SAMPLE_STATUSES, { error: messages.sampleSeenInvalid }).optional(),
    carrier: zShipping(messages.sampleCarrierTooLong),
    tracking: zShipping(messages.sampleTrackingTooLong),
    proposedDate: zDate(messages.sampleProposedDateInvalid).nullish(),
  })
  .superRefine((input, context) => {
    if (input.proposedDate && input.status !== 'acknowledged')
      context.addIssue({
        code: 'custom',
        message: messages.sampleProposedDateOnlyAcknowledging,
        path: ['proposedDate'],
      });
    for (const field of ['carrier', 'tracking'] as const)
      if (input[field] && input.status !== 'shipped')
        context.addIssue({
          code: 'custom',
          message: messages.sampleShippingOnlyShipped,
          path: [field],
        });
  });
export type TUpdateSampleSchema = z.input<typeof ZUpdateSampleSchema>;

const zLength = z.union([z.number(), z.string().max(20)], { error: messages.measurementInvalid });

/**
 * `PUT product/{id}/samples/{sampleId}/measurements`: the supplier's own measurement of some
 * points of the spec sheet, in `unit` (the sheet's when left out); null clears one.
 */
export const ZSampleMeasurementsSchema = z.object({
  unit: z.enum(MEASURE_UNITS, { error: messages.measureUnitInvalid }).optional(),
  rows: z
    .array(
      z.object({
        pomId: zRecordId(messages.specPomRequired),
        value: zLength.nullable(),
      }),
      { error: messages.fitPomNotOnSpec },
    )
    .min(1, messages.fitPomNotOnSpec)
    .max(SPEC_ROWS_MAX, messages.fitRowsTooMany),
});
export type TSampleMeasurementsSchema = z.input<typeof ZSampleMeasurementsSchema>;

export const ZSamplePolicies = z.object({
  /** Acknowledge, ship, send measurements: the supplier, or the team on its behalf. */
  answer: z.boolean(),
  /** Mark it received: the team only. */
  receive: z.boolean(),
});
export type SamplePolicies = z.infer<typeof ZSamplePolicies>;

export const ZSampleRequest = z.object({
  _id: z.string(),
  teamId: z.string(),
  productId: z.string(),
  productName: z.string(),
  supplier: ZSupplierRef,
  round: z.string(),
  sizes: z.array(z.string()),
  /** Pieces of each size. */
  quantity: z.number(),
  /** 'YYYY-MM-DD'. */
  neededBy: z.string(),
  /** The released tech pack revision to follow: its id and letter. */
  techpack: z.object({ _id: z.string(), revision: z.string() }).nullable(),
  note: z.string(),
  status: z.enum(SAMPLE_STATUSES),
  proposedDate: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  /** Not received and its day has passed (in UTC). */
  late: z.boolean(),
  /** The fit session it opened (received, or measured by the supplier); null until then. */
  fitId: z.string().nullable(),
  createdAt: z.string(),
  createdBy: ZPersonRef.nullable(),
  policies: ZSamplePolicies,
});
export type SampleRequest = z.infer<typeof ZSampleRequest>;

/** A point of the spec sheet at the sample's size, for the supplier's measuring form. */
export const ZSamplePoint = z.object({
  pomId: z.string(),
  code: z.string(),
  name: z.string(),
  /** The spec's value at the sample size, in centimetres; null if the sheet has none. */
  spec: z.number().nullable(),
  tolerance: ZTolerance,
});
export type SamplePoint = z.infer<typeof ZSamplePoint>;

/** One request whole: the size its fit session is of, the points to measure and the session. */
export const ZSampleDetail = ZSampleRequest.extend({
  /** The size measured: the spec's base size when asked for, else the first size asked for. */
  sampleSize: z.string(),
  unit: z.enum(MEASURE_UNITS),
  points: z.array(ZSamplePoint),
  fit: ZFitSession.nullable(),
});
export type SampleDetail = z.infer<typeof ZSampleDetail>;

/** A request's change, heard live by its team and its supplier's people: refetch it. */
export interface SampleChange {
  teamId: string;
  productId: string;
  sampleId: string;
}
