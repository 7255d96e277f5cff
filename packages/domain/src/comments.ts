/**
 * Comments on a product and on its images (issue 12): threads one reply deep, pins on an image
 * stored as fractions of its width and height, resolved and reopened.
 */
import { z } from 'zod';
import { messages } from './messages.ts';
import { zRecordId } from './teams.ts';

export const COMMENT_TEXT_MAX = 2000;

export const zCommentText = z
  .string({ error: messages.commentRequired })
  .trim()
  .min(1, { message: messages.commentRequired, abort: true })
  .max(COMMENT_TEXT_MAX, messages.commentTooLong);

/** A fraction of the image's width or height: 0 is the left or top edge, 1 the other. */
const zFraction = z
  .number({ error: messages.pinOutside })
  .min(0, messages.pinOutside)
  .max(1, messages.pinOutside);

export const ZCreateCommentSchema = z.object({
  productId: zRecordId(),
  text: zCommentText,
  parentId: zRecordId(messages.commentNotFound).nullable().optional(),
});
export type TCreateCommentSchema = z.input<typeof ZCreateCommentSchema>;

/** Where on the image a comment sits: both fractions, or neither. */
export const zImagePin = {
  fileId: zRecordId(messages.fileOfProduct),
  x: zFraction.optional(),
  y: zFraction.optional(),
};
export const pinComplete: [
  (input: { x?: number | undefined; y?: number | undefined }) => boolean,
  { message: string; path: string[] },
] = [
  (input) => (input.x === undefined) === (input.y === undefined),
  { message: messages.pinOutside, path: ['x'] },
];

/** A comment on one image of the product, optionally pinned to a point of it (both or neither). */
export const ZCreateImageCommentSchema = ZCreateCommentSchema.extend(zImagePin).refine(
  ...pinComplete,
);
export type TCreateImageCommentSchema = z.input<typeof ZCreateImageCommentSchema>;

export const ZUpdateCommentSchema = z
  .object({ text: zCommentText.optional(), resolved: z.boolean().optional() })
  .refine((input) => input.text !== undefined || input.resolved !== undefined, {
    message: messages.commentRequired,
    path: ['text'],
  });
export type TUpdateCommentSchema = z.input<typeof ZUpdateCommentSchema>;

export const ZCommentListQuery = z.object({ productId: zRecordId() });
export const ZImageCommentListQuery = z.object({
  productId: zRecordId(),
  fileId: zRecordId(messages.fileOfProduct),
});

export const ZComment = z.object({
  _id: z.string(),
  productId: z.string(),
  fileId: z.string().nullable(),
  parentId: z.string().nullable(),
  text: z.string(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  resolved: z.boolean(),
  author: z.object({
    _id: z.string().nullable(),
    name: z.string(),
    profilePicture: z.string().nullable(),
    /** A share link's visitor, known only by the name they gave. */
    guest: z.boolean(),
  }),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  policies: z.object({ reply: z.boolean(), edit: z.boolean(), delete: z.boolean() }),
});
export type ProductComment = z.infer<typeof ZComment>;

/** The live event: ids only, each page refetches through the policy. */
export interface CommentChange {
  teamId: string;
  productId: string;
  commentId: string;
  fileId: string | null;
  change: 'created' | 'updated' | 'deleted';
}
