/**
 * A product's timeline (issue 36): every change kept, newest first — edits with the field, what
 * it was and what it became, stage moves, files and their versions, comments, share links —
 * each written in the same transaction as the change it records.
 */
import { z } from 'zod';
import { messages } from './messages.ts';
import { zPage, zRecordId } from './teams.ts';

export const TIMELINE_KINDS = [
  'product',
  'edit',
  'stage',
  'approval',
  'file',
  'comment',
  'share',
  'spec',
  'fit',
  'bom',
  'construction',
  'techpack',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** How each kind is named in the page's filter and in the CSV. */
export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  product: 'Product',
  edit: 'Edits',
  stage: 'Stage moves',
  approval: 'Approvals',
  file: 'Files and versions',
  comment: 'Comments',
  share: 'Sharing',
  spec: 'Spec sheet',
  fit: 'Fit sessions',
  bom: 'Bill of materials',
  construction: 'Construction details',
  techpack: 'Tech pack',
};

export const ZTimelineEntry = z.object({
  _id: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  /** What happened, in a few words: 'created', 'changed', 'added', 'deleted', 'revoked'… */
  action: z.string(),
  /** An edit's field, by the name the product page gives it. */
  field: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** What the change was about: a file's name, a comment's first words, a link's recipient. */
  subject: z.string().nullable(),
  /** Who did it: a member, a share link's visitor (guest), or an account since deleted (null). */
  actor: z.object({ _id: z.string().nullable(), name: z.string(), guest: z.boolean() }).nullable(),
  at: z.string(),
});
export type TimelineEntry = z.infer<typeof ZTimelineEntry>;

export const ZTimelineQuery = z.object({
  kind: z.enum(TIMELINE_KINDS).optional(),
  page: zPage,
  limit: z.coerce
    .number({ error: messages.timelineLimitInvalid })
    .int({ message: messages.timelineLimitInvalid, abort: true })
    .min(1, messages.timelineLimitInvalid)
    .max(100, messages.timelineLimitInvalid)
    .default(30),
});
export type TTimelineQuery = z.infer<typeof ZTimelineQuery>;

export const ZTimelineParams = z.object({ id: zRecordId() });
