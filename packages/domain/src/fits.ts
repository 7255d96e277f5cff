/**
 * Fit sessions (issue 45 §6): a sample of one of the team's rounds (Proto, Fit 1…) in one size, measured point by
 * point against the product's spec sheet — the supplier's measurement, our own, the value we
 * revise the spec to, a comment. Recorded measurements are history (DESIGN §9): a correction is a
 * new entry, and a session answers the latest per point. Applying a session makes the spec's next
 * revision with its revised values.
 */
import { z } from 'zod';
import { ZPersonRef } from './people.ts';
import { zDate, zInstant } from './dates.ts';
import { MEASURE_UNITS } from './measurements.ts';
import type { MeasureInput, MeasureUnit } from './measurements.ts';
import { messages } from './messages.ts';
import { SIZE_LABEL_MAX, ZTolerance } from './poms.ts';
import { zRoundName } from './sample-rounds.ts';
import { SPEC_ROWS_MAX } from './specs.ts';
import { zRecordId } from './teams.ts';

export const FIT_COMMENT_MAX = 500;

/** The day the sample arrived: a calendar date, or an instant kept as its UTC day. */
const zArrived = z
  .union([zDate(messages.fitArrivedInvalid), zInstant(messages.fitArrivedInvalid)], {
    error: messages.fitArrivedInvalid,
  })
  .transform((value) => value.slice(0, 10))
  .nullable();

export const ZCreateFitSchema = z.object({
  /** One of the product's team's rounds, in any case ('TOP': Top of production); kept as the team spells it. */
  round: zRoundName(messages.fitRoundRequired),
  sampleSize: z
    .string({ error: messages.fitSampleSizeRequired })
    .trim()
    .min(1, messages.fitSampleSizeRequired)
    .max(SIZE_LABEL_MAX, messages.fitSampleSizeRequired),
  arrivedAt: zArrived.optional(),
});
export type TCreateFitSchema = z.input<typeof ZCreateFitSchema>;

const zLength = z.union([z.number(), z.string().max(20)], { error: messages.measurementInvalid });

const zFitRowInput = z.object({
  pomId: zRecordId(messages.specPomRequired),
  /** Left out: as the latest entry had it; null: cleared. */
  supplier: zLength.nullish(),
  own: zLength.nullish(),
  revised: zLength.nullish(),
  comment: z
    .string({ error: messages.fitCommentTooLong })
    .trim()
    .max(FIT_COMMENT_MAX, messages.fitCommentTooLong)
    .nullish(),
  /**
   * What the writer last saw of the fields it writes, lengths in centimetres as answered: a field
   * someone else changed since is refused (409) rather than overwritten (issue 48 §3). Left out,
   * the write is applied over whatever the latest entry says.
   */
  was: z
    .object(
      {
        supplier: z.number().nullable().optional(),
        own: z.number().nullable().optional(),
        revised: z.number().nullable().optional(),
        comment: z.string().nullable().optional(),
      },
      { error: messages.fitWasInvalid },
    )
    .optional(),
});

/** What a writer last saw of a point (centimetres, as answered), field by field. */
export type FitSeen = Partial<Record<(typeof FIT_LENGTH_FIELDS)[number], number | null>> & {
  comment?: string | null;
};

/** One point's entry as sent: lengths as typed (converted by the server in the sheet's unit
 * unless `unit` says otherwise), undefined where not given. */
export interface FitRowInput {
  pomId: string;
  supplier?: MeasureInput | null;
  own?: MeasureInput | null;
  revised?: MeasureInput | null;
  comment?: string | null;
  was?: FitSeen;
}

export interface RecordFitInput {
  unit: MeasureUnit | null;
  arrivedAt?: string | null;
  rows: FitRowInput[];
}

export const FIT_LENGTH_FIELDS = ['supplier', 'own', 'revised'] as const;

/**
 * `PUT product/{id}/fits/{fitId}`: measurements of some points, lengths in `unit` (the spec
 * sheet's when left out; inches in eighths). Each point given makes a new entry unless it is
 * already as given; points not given stay as they are.
 */
export const ZRecordFitSchema = z
  .object({
    unit: z.enum(MEASURE_UNITS, { error: messages.measureUnitInvalid }).optional(),
    arrivedAt: zArrived.optional(),
    rows: z
      .array(zFitRowInput, { error: messages.fitPomNotOnSpec })
      .max(SPEC_ROWS_MAX, messages.fitRowsTooMany)
      .default([]),
  })
  .transform((input, context): RecordFitInput => {
    const seen = new Set<string>();
    input.rows.forEach((row, index) => {
      if (seen.has(row.pomId))
        context.addIssue({
          code: 'custom',
          message: messages.fitPomTwice,
          path: ['rows', index, 'pomId'],
        });
      seen.add(row.pomId);
    });
    return {
      unit: input.unit ?? null,
      ...(input.arrivedAt !== undefined ? { arrivedAt: input.arrivedAt } : {}),
      rows: input.rows.map((row) => {
        const entry: FitRowInput = { pomId: row.pomId };
        for (const field of FIT_LENGTH_FIELDS)
          if (row[field] !== undefined) entry[field] = row[field];
        if (row.comment !== undefined) entry.comment = row.comment || null;
        if (row.was !== undefined) entry.was = row.was;
        return entry;
      }),
    };
  });
export type TRecordFitSchema = z.input<typeof ZRecordFitSchema>;

export const ZApplyFitSchema = z
  .object({
    /** The spec revision the revised values were checked against; needed once the spec moved on. */
    revision: z
      .number({ error: messages.fitRevisionInvalid })
      .int(messages.fitRevisionInvalid)
      .min(1, messages.fitRevisionInvalid)
      .optional(),
  })
  .default({});
export type TApplyFitSchema = z.input<typeof ZApplyFitSchema>;

/** A session shows at most this many photos. */
export const FIT_PHOTOS_MAX = 24;

/**
 * `PUT product/{id}/fits/{fitId}/photos`: the session's photos, in order — image files of the same
 * product; an empty list takes them all off.
 */
export const ZSetFitPhotosSchema = z
  .object({
    fileIds: z
      .array(zRecordId(messages.fitPhotoNotImage), { error: messages.fitPhotosInvalid })
      .max(FIT_PHOTOS_MAX, messages.fitPhotosTooMany),
  })
  .superRefine((input, context) => {
    const seen = new Set<string>();
    input.fileIds.forEach((id, index) => {
      if (seen.has(id))
        context.addIssue({
          code: 'custom',
          message: messages.fitPhotoTwice,
          path: ['fileIds', index],
        });
      seen.add(id);
    });
  });
export type TSetFitPhotosSchema = z.input<typeof ZSetFitPhotosSchema>;

export const ZFitParams = z.object({ id: zRecordId(), fitId: zRecordId() });
export const ZFitsParams = z.object({ id: zRecordId() });

/** One recorded entry of a point: lengths in centimetres. */
export const ZFitEntry = z.object({
  supplier: z.number().nullable(),
  own: z.number().nullable(),
  revised: z.number().nullable(),
  comment: z.string().nullable(),
  recordedAt: z.string(),
  recordedBy: ZPersonRef.nullable(),
});
export type FitEntry = z.infer<typeof ZFitEntry>;

export const ZFitRow = ZFitEntry.extend({
  /** Null when the point of measure was deleted since (its code and name stay). */
  pomId: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  /** The spec's value for the sample size when this entry was recorded (cm), null if none. */
  spec: z.number().nullable(),
  tolerance: ZTolerance,
  /** Our own measurement when there is one, else the supplier's (cm). */
  measured: z.number().nullable(),
  /** measured − spec, in centimetres; null without both. */
  deviation: z.number().nullable(),
  /** Whether the deviation lies outside −tolerance.minus … +tolerance.plus; null without one. */
  outOfTolerance: z.boolean().nullable(),
  /** The spec revision the entry was measured against. */
  specRevision: z.number(),
  /** Earlier entries of this point, newest first: corrections never overwrite. */
  history: z.array(ZFitEntry),
});
export type FitRow = z.infer<typeof ZFitRow>;

/** A fit photo: an image of the product at the version (sample round) it was when linked. */
export const ZFitPhoto = z.object({
  fileId: z.string(),
  name: z.string(),
  /** The file's version shown: its newest when the photo was linked. */
  version: z.number(),
  /** A short-lived signed URL of the version's thumbnail (null until made), and of the image. */
  thumbnail: z.string().nullable(),
  url: z.string().nullable(),
  /** Open pins (unresolved pinned comments) on that version; null for who may not read comments. */
  pins: z.number().nullable(),
});
export type FitPhoto = z.infer<typeof ZFitPhoto>;

export const ZFitSession = z.object({
  _id: z.string(),
  productId: z.string(),
  /** The name of one of the team's sample rounds, as the team spells it. */
  round: z.string(),
  sampleSize: z.string(),
  /** 'YYYY-MM-DD', null until known. */
  arrivedAt: z.string().nullable(),
  /** The spec revision when the session was opened. */
  specRevision: z.number(),
  /** The spec's unit, for showing the lengths (all answered in centimetres). */
  unit: z.enum(MEASURE_UNITS),
  /** The revision applying the session made (or found already so); null until applied. */
  appliedRevision: z.number().nullable(),
  appliedAt: z.string().nullable(),
  appliedBy: ZPersonRef.nullable(),
  measuredCount: z.number(),
  outOfToleranceCount: z.number(),
  createdAt: z.string(),
  createdBy: ZPersonRef.nullable(),
  /** The latest entry of each point measured, in the spec sheet's order; empty in a list. */
  rows: z.array(ZFitRow),
  /** The session's photos in order; empty in a list. */
  photos: z.array(ZFitPhoto),
  policies: z.object({ edit: z.boolean() }),
});
export type FitSession = z.infer<typeof ZFitSession>;
