/**
 * Sharing a product outside the team (issue 12): a link, or an e-mail to some addresses, granting
 * `view` or `can-comment-and-view` on one product, optionally until a date; and what the visitor
 * of such a link sends and sees.
 */
import { z } from 'zod';
import { zInstant } from './dates.ts';
import { pinComplete, ZCreateCommentSchema, zImagePin } from './comments.ts';
import { messages } from './messages.ts';
import { SHARE_LINK_ACCESS } from './permissions.ts';
import { ZProduct, ZProductItem } from './products.ts';
import { INVITE_EMAILS_MAX, zInviteEmail, zRecordId } from './teams.ts';
import { zRequiredText } from './text.ts';

/** Our choices where SPEC is silent (docs/decisions.md). */
export const SHARE_EXPIRY_MAX_DAYS = 365;
export const VISITOR_NAME_MAX = 60;
/** SPEC §2: the shared header shows at most 5 avatars. */
export const SHARED_HEADER_AVATARS = 5;

export const zShareAccess = z.enum(SHARE_LINK_ACCESS, { error: messages.shareActionInvalid });

/** Optional; when given, a moment in the coming year. */
const zExpiresAt = zInstant(messages.shareExpiryInvalid)
  .nullable()
  .optional()
  .refine((value) => {
    if (!value) return true;
    const at = Date.parse(value);
    return at > Date.now() && at <= Date.now() + SHARE_EXPIRY_MAX_DAYS * 86_400_000;
  }, messages.shareExpiryInvalid);

export const ZShareProductSchema = z.object({
  productId: zRecordId(),
  action: zShareAccess,
  expiresAt: zExpiresAt,
});
export type TShareProductSchema = z.input<typeof ZShareProductSchema>;

export const ZShareWithEmailSchema = ZShareProductSchema.extend({
  emails: z
    .array(zInviteEmail, { error: messages.emailsRequired })
    .min(1, messages.emailsRequired)
    .max(INVITE_EMAILS_MAX, messages.tooManyEmails),
});
export type TShareWithEmailSchema = z.input<typeof ZShareWithEmailSchema>;

export const ZShareLinkListQuery = z.object({ productId: zRecordId() });

/** A link as the product's sharers see it: its address again, whom it was sent to, until when. */
export const ZShareLink = z.object({
  _id: z.string(),
  productId: z.string(),
  action: zShareAccess,
  url: z.string(),
  token: z.string(),
  email: z.string().nullable(),
  createdBy: z.object({ _id: z.string().nullable(), name: z.string() }),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type ShareLink = z.infer<typeof ZShareLink>;

/** What creating a link answers (issue 12 §6): `{ url, token }`, with the link itself. */
export const ZShareLinkCreated = ZShareLink;

/** The token every visitor route takes instead of a sign-in. */
export const zShareToken = z
  .string({ error: messages.shareLinkInvalid })
  .trim()
  .min(1, messages.shareLinkInvalid)
  .max(200, messages.shareLinkInvalid);

export const ZShareTokenQuery = z.object({ token: zShareToken });
export const ZVisitorImageCommentQuery = z.object({
  token: zShareToken,
  fileId: zRecordId(messages.fileOfProduct),
});

const zVisitorName = zRequiredText(
  VISITOR_NAME_MAX,
  messages.visitorNameRequired,
  messages.visitorNameTooLong,
);

/** A visitor's comment: the token and the name they give instead of a sign-in. */
export const ZVisitorCommentSchema = ZCreateCommentSchema.omit({
  productId: true,
  mentions: true,
}).extend({
  token: zShareToken,
  name: zVisitorName,
});
export type TVisitorCommentSchema = z.input<typeof ZVisitorCommentSchema>;

export const ZVisitorImageCommentSchema = ZVisitorCommentSchema.extend(zImagePin).refine(
  ...pinComplete,
);
export type TVisitorImageCommentSchema = z.input<typeof ZVisitorImageCommentSchema>;

/** The team a shared product belongs to, as its visitor sees it. */
export const ZSharedTeam = z.object({ _id: z.string(), name: z.string() });

/** `GET shareProductLink?token=`: what the link grants, on which product, with its files. */
export const ZSharedProduct = z.object({
  action: zShareAccess,
  product: ZProduct,
  files: z.array(ZProductItem),
  team: ZSharedTeam,
  expiresAt: z.string().nullable(),
});
export type SharedProduct = z.infer<typeof ZSharedProduct>;

export const ZTeamMemberAvatar = z.object({
  _id: z.string(),
  name: z.string(),
  profilePicture: z.string().nullable(),
});
export type TeamMemberAvatar = z.infer<typeof ZTeamMemberAvatar>;

/** SPEC §7: `teamuserdetails/{teamId}` answers data.teamMembers (the first five). */
export const ZTeamUserDetails = z.object({ teamMembers: z.array(ZTeamMemberAvatar) });
