/**
 * designmate, the team's AI helper (SPEC §1, issue 35): conversations a user keeps in a team, the
 * skills that answer without any AI service, and what a reply carries — its text, the skill that
 * made it, its structured result and the team's data it read.
 */
import { z } from 'zod';
import { messages } from './messages.ts';
import { zRecordId } from './teams.ts';
import { zOptionalText, zRequiredText } from './text.ts';

export const DESIGNMATE_SKILLS = ['palette', 'changes', 'tags', 'ask', 'brief', 'spec'] as const;
export type DesignmateSkill = (typeof DESIGNMATE_SKILLS)[number];

export const DESIGNMATE_SKILL_LABELS: Record<DesignmateSkill, string> = {
  palette: 'Palette from images',
  changes: 'Change list',
  tags: 'Tag suggestions',
  ask: 'Ask your data',
  brief: 'Design brief',
  spec: 'Check this spec',
};

export const DESIGNMATE_TITLE_MAX = 120;
/** A prompt's length: a long brief fits; a pasted book does not. */
export const DESIGNMATE_PROMPT_MAX = 8000;
/** Images one message may carry. */
export const DESIGNMATE_FILES_MAX = 10;

/**
 * Messages a team may send designmate each calendar month (UTC), by its owner's plan; null means
 * no limit. Past it: 'Upgrade your plan.'.
 */
export const DESIGNMATE_MONTHLY_MESSAGES = { Free: 50, Pro: 2000, Teams: null } as const;

export const ZCreateDesignmateSchema = z.object({
  teamId: zRecordId(messages.teamSelectRequired),
  title: zOptionalText(DESIGNMATE_TITLE_MAX, messages.textTooLong).optional(),
  /** The product it was opened from: its context. */
  productId: zRecordId().optional(),
});
export type TCreateDesignmateSchema = z.input<typeof ZCreateDesignmateSchema>;

export const ZRenameDesignmateSchema = z.object({
  title: zRequiredText(
    DESIGNMATE_TITLE_MAX,
    messages.designmateTitleRequired,
    messages.textTooLong,
  ),
});

export const ZDesignmateListQuery = z.object({
  teamId: zRecordId(messages.teamSelectRequired),
});

export const ZDesignmateMessageSchema = z
  .object({
    text: z
      .string({ error: messages.designmatePromptRequired })
      .max(DESIGNMATE_PROMPT_MAX, messages.designmatePromptTooLong)
      .transform((text) => text.trim())
      .default(''),
    skill: z.enum(DESIGNMATE_SKILLS, { error: messages.designmateSkillInvalid }).optional(),
    productId: zRecordId().optional(),
    fileIds: z
      .array(zRecordId(), { error: messages.noRecord })
      .max(DESIGNMATE_FILES_MAX, messages.designmateTooManyFiles)
      .optional(),
  })
  .refine((input) => input.text !== '' || input.skill !== undefined, {
    message: messages.designmatePromptRequired,
    path: ['text'],
  });
export type TDesignmateMessageSchema = z.input<typeof ZDesignmateMessageSchema>;

/** An image dropped into a conversation (a mood board): its id goes in a message's `fileIds`. */
export const ZDesignmateUpload = z.object({
  _id: z.string(),
  name: z.string(),
  /** A signed link to show it. */
  url: z.string(),
});
export type DesignmateUpload = z.infer<typeof ZDesignmateUpload>;

/** A row of the team's data a reply read: where it links. */
export const ZDesignmateSource = z.object({
  kind: z.enum(['product', 'comment', 'colour', 'file', 'fabric', 'task', 'reminder']),
  _id: z.string(),
  title: z.string(),
  url: z.string(),
});
export type DesignmateSource = z.infer<typeof ZDesignmateSource>;

export const ZPaletteEntry = z.object({
  hex: z.string(),
  /** Its share of the images' pixels, 0–1. */
  share: z.number(),
  /** The nearest colour of the team's library within ΔE 2000 10, or null when none is that close. */
  nearest: z.object({ colourId: z.string(), name: z.string(), deltaE: z.number() }).nullable(),
});
export type PaletteEntry = z.infer<typeof ZPaletteEntry>;

export const ZRequestedChange = z.object({
  number: z.number(),
  text: z.string(),
  commentId: z.string(),
  fileId: z.string().nullable(),
  /** Pinned at a point of the image. */
  pinned: z.boolean(),
  resolved: z.boolean(),
  author: z.string(),
});
export type RequestedChange = z.infer<typeof ZRequestedChange>;

export const ZTagSuggestion = z.object({
  kind: z.enum(['category', 'season', 'fabric', 'tag', 'colour']),
  _id: z.string(),
  name: z.string(),
  /** Whether the product already has it. */
  applied: z.boolean(),
  /** Why it fits: "Its comments speak of it", "Like Camp shirt (also in Linen)"… (issue 44 §8). */
  reason: z.string().optional(),
});
export type TagSuggestion = z.infer<typeof ZTagSuggestion>;

/** `POST aidesignmate/{id}/messages/{messageId}/palette`: an answer's palette, kept. */
export const ZSaveDesignmatePaletteSchema = z.object({
  /** The team's library, or the library and the product the conversation is about. */
  to: z.enum(['library', 'product'], { error: messages.designmatePaletteTarget }),
});
export type TSaveDesignmatePaletteSchema = z.input<typeof ZSaveDesignmatePaletteSchema>;

export const ZSavedDesignmatePalette = z.object({
  /** The palette's colours in the library, in its order. */
  colourIds: z.array(z.string()),
  /** How many were new to the library. */
  added: z.number(),
  /** The product they joined (`to: 'product'`). */
  product: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type SavedDesignmatePalette = z.infer<typeof ZSavedDesignmatePalette>;

/** `POST aidesignmate/{id}/messages/{messageId}/apply`: one of an answer's suggestions, applied. */
export const ZApplyDesignmateSuggestionSchema = z.object({
  kind: ZTagSuggestion.shape.kind,
  _id: zRecordId(messages.designmateSuggestionUnknown),
});
export type TApplyDesignmateSuggestionSchema = z.input<typeof ZApplyDesignmateSuggestionSchema>;

/** A table the "ask your data" skill answers with: each row links to what it lists. */
export const ZAnswerTable = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.object({ url: z.string(), cells: z.array(z.string()) })),
});
export type AnswerTable = z.infer<typeof ZAnswerTable>;

export const ZBrief = z.object({
  title: z.string(),
  concept: z.string(),
  palette: z.array(z.object({ name: z.string(), hex: z.string() })),
  materials: z.array(z.string()),
  silhouettes: z.array(z.string()),
  references: z.array(z.object({ title: z.string(), url: z.string() })),
  deadline: z.string().nullable(),
  markdown: z.string(),
});
export type Brief = z.infer<typeof ZBrief>;

export const ZDesignmateMessage = z.object({
  _id: z.string(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  /** The skill that answered (an assistant's), or the one asked for (a user's). */
  skill: z.enum(DESIGNMATE_SKILLS).nullable(),
  productId: z.string().nullable(),
  fileIds: z.array(z.string()),
  palette: z.array(ZPaletteEntry).optional(),
  changes: z.array(ZRequestedChange).optional(),
  suggestions: z.array(ZTagSuggestion).optional(),
  table: ZAnswerTable.optional(),
  brief: ZBrief.optional(),
  /** Questions that fit where the conversation is. */
  suggestedQuestions: z.array(z.string()).optional(),
  /**
   * With a model: everything the answer sent to the AI service besides the conversation's own
   * messages — its instructions and each tool's result — shown on request.
   */
  sentToModel: z.array(z.string()).optional(),
  sources: z.array(ZDesignmateSource),
  createdAt: z.string(),
});
export type DesignmateMessage = z.infer<typeof ZDesignmateMessage>;

export const ZDesignmateConversation = z.object({
  _id: z.string(),
  teamId: z.string(),
  title: z.string(),
  productId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DesignmateConversation = z.infer<typeof ZDesignmateConversation>;

export const ZDesignmateConversationDetail = ZDesignmateConversation.extend({
  messages: z.array(ZDesignmateMessage),
});
export type DesignmateConversationDetail = z.infer<typeof ZDesignmateConversationDetail>;

/** What the team has used of designmate this calendar month (UTC). */
export const ZDesignmateUsage = z.object({
  /** The first instant of the month counted. */
  since: z.string(),
  questions: z.number(),
  /** The plan's allowance a month, or null for none. */
  questionLimit: z.number().nullable(),
  /** Tokens a model spent on the team's answers. */
  tokens: z.number(),
});
export type DesignmateUsage = z.infer<typeof ZDesignmateUsage>;
