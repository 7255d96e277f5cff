/**
 * A product's construction details (issue 46 §4): numbered callouts pinned on its images (a kind
 * of their own, not comments), each with its text, and free construction notes (stitch types,
 * seam allowances, label placement). A callout's place is a fraction of its image's width and
 * height, like a pinned comment's; its number is its place in the product's list (1, 2, 3…, no
 * gaps). The notes carry a revision: a save made from an older one is refused.
 */
import { z } from 'zod';
import { messages } from './messages.ts';
import { zRecordId } from './teams.ts';
import { zRequiredText } from './text.ts';

export const CALLOUT_TEXT_MAX = 500;
export const CONSTRUCTION_NOTES_MAX = 10_000;
/** Callouts one product may carry: far more than a tech pack draws, bounded like every list. */
export const CALLOUTS_MAX = 200;

/** A fraction of the image's width or height: 0 is the left or top edge, 1 the other. */
const zCalloutFraction = z
  .number({ error: messages.calloutOutside })
  .min(0, messages.calloutOutside)
  .max(1, messages.calloutOutside);

const zCalloutText = zRequiredText(
  CALLOUT_TEXT_MAX,
  messages.calloutTextRequired,
  messages.calloutTextTooLong,
);

export const ZConstructionParams = z.object({ id: zRecordId() });
export const ZCalloutParams = z.object({
  id: zRecordId(),
  calloutId: zRecordId(messages.calloutNotFound),
});

export const ZCreateCalloutSchema = z.object({
  fileId: zRecordId(messages.calloutImageRequired),
  x: zCalloutFraction,
  y: zCalloutFraction,
  text: zCalloutText,
});
export type TCreateCalloutSchema = z.input<typeof ZCreateCalloutSchema>;

/** Any of its place, its text or its number; a new number moves it and shifts the others. */
export const ZUpdateCalloutSchema = z
  .object({
    x: zCalloutFraction.optional(),
    y: zCalloutFraction.optional(),
    text: zCalloutText.optional(),
    number: z
      .number({ error: messages.calloutNumberInvalid })
      .int(messages.calloutNumberInvalid)
      .min(1, messages.calloutNumberInvalid)
      .max(CALLOUTS_MAX, messages.calloutNumberInvalid)
      .optional(),
  })
  .refine(
    (input) =>
      input.x !== undefined ||
      input.y !== undefined ||
      input.text !== undefined ||
      input.number !== undefined,
    { message: messages.calloutNothingToChange },
  );
export type TUpdateCalloutSchema = z.input<typeof ZUpdateCalloutSchema>;

/** The notes as typed (not trimmed: indentation may matter), and the revision they were read at. */
export const ZSaveConstructionNotesSchema = z.object({
  notes: z
    .string({ error: messages.constructionNotesInvalid })
    .max(CONSTRUCTION_NOTES_MAX, messages.constructionNotesTooLong),
  revision: z
    .number({ error: messages.constructionRevisionRequired })
    .int(messages.constructionRevisionRequired)
    .min(0, messages.constructionRevisionRequired),
});
export type TSaveConstructionNotesSchema = z.input<typeof ZSaveConstructionNotesSchema>;

export const ZCallout = z.object({
  _id: z.string(),
  /** The image (a file of the product) it is pinned on. */
  fileId: z.string(),
  /** Its place in the product's list: 1, 2, 3… with no gaps. */
  number: z.number(),
  /** Fractions 0–1 of the image's width and height, from its top-left corner. */
  x: z.number(),
  y: z.number(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Callout = z.infer<typeof ZCallout>;

/** An image that carries callouts, with short-lived links to draw it (null until made). */
export const ZConstructionImage = z.object({
  fileId: z.string(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  preview: z.string().nullable(),
});
export type ConstructionImage = z.infer<typeof ZConstructionImage>;

export const ZConstruction = z.object({
  productId: z.string(),
  notes: z.string(),
  /** The notes' revision: 0 before the first save. */
  revision: z.number(),
  /** Every callout of the product, by number. */
  callouts: z.array(ZCallout),
  /** The images the callouts are on, in the order of their first callout. */
  images: z.array(ZConstructionImage),
  policies: z.object({ edit: z.boolean() }),
});
export type Construction = z.infer<typeof ZConstruction>;

/** A product's construction details changed: ids only, each page reads them through the policy. */
export interface ConstructionChange {
  teamId: string;
  productId: string;
}
