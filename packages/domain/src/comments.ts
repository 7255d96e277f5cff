/**
 * Comments on a product and on its images (issue 12): threads one reply deep, pins on an image
 * stored as fractions of its width and height, resolved and reopened.
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from './general-settings.ts';
import { messages } from './messages.ts';
import { zRecordId } from './teams.ts';
import { zRequiredText } from './text.ts';

export const COMMENT_TEXT_MAX = 2000;
/** People one comment may mention: enough for a team, bounded like every list input. */
export const COMMENT_MENTIONS_MAX = 20;

export const zCommentText = zRequiredText(
  COMMENT_TEXT_MAX,
  messages.commentRequired,
  messages.commentTooLong,
);

/**
 * The users the text mentions (`@Full Name`), by id; the server keeps only those who may read the
 * product's comments and drops the rest silently.
 */
const zMentions = z
  .array(z.uuid({ error: messages.mentionInvalid }), { error: messages.mentionInvalid })
  .max(COMMENT_MENTIONS_MAX, messages.tooManyMentions)
  .transform((ids) => [...new Set(ids)]);

/** A fraction of the image's width or height: 0 is the left or top edge, 1 the other. */
const zFraction = z
  .number({ error: messages.pinOutside })
  .min(0, messages.pinOutside)
  .max(1, messages.pinOutside);

/**
 * Who reads a comment (issue 47 §2): the team alone ('internal', the default), or also the
 * suppliers the product is assigned to ('shared'). A reply is its thread's; a supplier's is shared.
 */
export const COMMENT_VISIBILITIES = ['internal', 'shared'] as const;
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];

export const ZCreateCommentSchema = z.object({
  productId: zRecordId(),
  text: zCommentText,
  parentId: zRecordId(messages.commentNotFound).nullable().optional(),
  mentions: zMentions.optional(),
  visibility: z.enum(COMMENT_VISIBILITIES, { error: messages.commentVisibilityInvalid }).optional(),
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

/** Mentions belong to a text: an edit of the text replaces them, and they come with it only. */
export const ZUpdateCommentSchema = z
  .object({
    text: zCommentText.optional(),
    resolved: z.boolean().optional(),
    mentions: zMentions.optional(),
  })
  .refine((input) => input.text !== undefined || input.resolved !== undefined, {
    message: messages.commentRequired,
    path: ['text'],
  })
  .refine((input) => input.mentions === undefined || input.text !== undefined, {
    message: messages.mentionsNeedText,
    path: ['mentions'],
  });
export type TUpdateCommentSchema = z.input<typeof ZUpdateCommentSchema>;

export const ZCommentListQuery = z.object({ productId: zRecordId() });
export const ZImageCommentListQuery = z.object({
  productId: zRecordId(),
  fileId: zRecordId(messages.fileOfProduct),
  /** The round (version) whose comments and pins to read: the newest when left out. */
  version: z.coerce
    .number({ error: messages.commentVersionInvalid })
    .int({ message: messages.commentVersionInvalid, abort: true })
    .min(1, messages.commentVersionInvalid)
    .max(10_000, messages.commentVersionInvalid)
    .optional(),
});

export const ZMention = z.object({ _id: z.string(), name: z.string() });
export type Mention = z.infer<typeof ZMention>;

export const ZComment = z.object({
  _id: z.string(),
  productId: z.string(),
  fileId: z.string().nullable(),
  parentId: z.string().nullable(),
  text: z.string(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  /** The version of the image it was made on (1 for the product's own comments). */
  version: z.number(),
  visibility: z.enum(COMMENT_VISIBILITIES),
  resolved: z.boolean(),
  author: z.object({
    _id: z.string().nullable(),
    name: z.string(),
    profilePicture: z.string().nullable(),
    /** A share link's visitor, known only by the name they gave. */
    guest: z.boolean(),
  }),
  /** The people the text mentions, in the order they were sent. */
  mentions: z.array(ZMention),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  policies: z.object({
    reply: z.boolean(),
    edit: z.boolean(),
    delete: z.boolean(),
    /** Shown translated on asking (issue 47 §5): a signed-in reader, once an AI provider is set. */
    translate: z.boolean(),
  }),
});
export type ProductComment = z.infer<typeof ZComment>;

/** `POST …/productComments/{id}/translation`: into `language` (the reader's own by default). */
export const ZTranslateCommentSchema = z
  .object({
    language: z.enum(LANGUAGE_CODES, { error: messages.languageInvalid }).optional(),
  })
  .default({});
export type TTranslateCommentSchema = z.input<typeof ZTranslateCommentSchema>;

/** A comment's text in another language, as the AI provider wrote it. */
export const ZCommentTranslation = z.object({
  commentId: z.string(),
  language: z.enum(LANGUAGE_CODES),
  text: z.string(),
  /** The provider found it already in that language: `text` is the original. */
  unchanged: z.boolean(),
});
export type CommentTranslation = z.infer<typeof ZCommentTranslation>;

/** Who a comment on the product may mention: the team's people who may read its comments. */
export const ZMentionableQuery = z.object({ productId: zRecordId() });
export const ZMentionable = ZMention.extend({ profilePicture: z.string().nullable() });
export type Mentionable = z.infer<typeof ZMentionable>;

/** The live event: ids only, each page refetches through the policy. */
export interface CommentChange {
  teamId: string;
  productId: string;
  commentId: string;
  fileId: string | null;
  change: 'created' | 'updated' | 'deleted';
  /** A shared thread's change also reaches the product's suppliers' people (issue 47 §2). */
  shared: boolean;
}
