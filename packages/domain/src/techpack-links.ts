/**
 * Sending a released tech pack to a factory (issue 46 §7): a revocable link to one revision of one
 * product, made by whoever may share the product, named after its recipient ('Lucky Garments,
 * Dongguan'), optionally e-mailed, ending after some days. Its visitor reads that revision as it
 * was released — sketches with their callouts, the graded spec, the fit history, the bill of
 * materials per colourway, the construction details — never its costs, its prices, its comments,
 * another revision or the product as it is now. Each open is counted (docs/decisions.md, Tech pack
 * links).
 */
import { z } from 'zod';
import { messages } from './messages.ts';
import { SHARE_EXPIRY_MAX_DAYS } from './sharing.ts';
import { EMAIL_MAX } from './constants.ts';
import { zRecordId } from './teams.ts';
import {
  ZTechpackBomLine,
  ZTechpackCallout,
  ZTechpackColour,
  ZTechpackFit,
  ZTechpackSketch,
  ZTechpackSpec,
} from './techpacks.ts';
import { zOptionalText, zRequiredText } from './text.ts';

export const TECHPACK_RECIPIENT_MAX = 120;
/** A link to a stranger ends: a month unless the sender says otherwise, a year at most. */
export const TECHPACK_LINK_DEFAULT_DAYS = 30;

// ---------------------------------------------------------------- requests

export const ZTechpackLinkParams = z.object({ linkId: zRecordId() });

/** An address to e-mail the link to, or blank for none (the link is then copied by hand). */
const zOptionalEmail = zOptionalText(EMAIL_MAX, messages.invalidEmail)
  .refine((email) => email === '' || z.email().safeParse(email).success, messages.invalidEmail)
  .transform((email) => (email === '' ? undefined : email.toLowerCase()));

export const ZCreateTechpackLinkSchema = z.object({
  /** Whom it is for, as the team names them: the factory and where it is. */
  recipient: zRequiredText(
    TECHPACK_RECIPIENT_MAX,
    messages.techpackRecipientRequired,
    messages.techpackRecipientTooLong,
  ),
  /** When given, the link is e-mailed there; blank is none. */
  email: zOptionalEmail.optional(),
  expiresInDays: z.coerce
    .number({ error: messages.techpackLinkExpiryInvalid })
    .int(messages.techpackLinkExpiryInvalid)
    .min(1, messages.techpackLinkExpiryInvalid)
    .max(SHARE_EXPIRY_MAX_DAYS, messages.techpackLinkExpiryInvalid)
    .default(TECHPACK_LINK_DEFAULT_DAYS),
});
export type TCreateTechpackLinkSchema = z.input<typeof ZCreateTechpackLinkSchema>;

// ---------------------------------------------------------------- answers

export const TECHPACK_LINK_STATES = ['active', 'expired', 'revoked'] as const;
export type TechpackLinkState = (typeof TECHPACK_LINK_STATES)[number];

/** A link as the product's sharers see it: to whom, which revision, whether it was opened. */
export const ZTechpackLink = z.object({
  _id: z.string(),
  productId: z.string(),
  revisionId: z.string(),
  /** The revision's letter ('B'). */
  revision: z.string(),
  recipient: z.string(),
  email: z.string().nullable(),
  /** The address to send, while the link works; null once it is revoked or expired. */
  url: z.string().nullable(),
  state: z.enum(TECHPACK_LINK_STATES),
  createdBy: z.object({ _id: z.string().nullable(), name: z.string() }),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  openCount: z.number(),
});
export type TechpackLink = z.infer<typeof ZTechpackLink>;

/** A sketch as the factory sees it: its picture's signed links, not where it is stored. */
export const ZFactorySketch = ZTechpackSketch.pick({
  fileId: true,
  name: true,
  ext: true,
  version: true,
  versionLabel: true,
  width: true,
  height: true,
}).extend({
  url: z.string().nullable(),
  thumbnail: z.string().nullable(),
  preview: z.string().nullable(),
});
export type FactorySketch = z.infer<typeof ZFactorySketch>;

/** A bill line without what it costs: no unit price, no currency. */
export const ZFactoryBomLine = ZTechpackBomLine.omit({ unitPrice: true, currency: true });
export type FactoryBomLine = z.infer<typeof ZFactoryBomLine>;

/**
 * What a link's visitor reads (`GET techpack-link/shared?token=`): the one revision as released, and
 * nothing the factory has no business seeing — no costing, no prices, no release note, no
 * comments, no people of the team, no live data of the product.
 */
export const ZFactoryTechpack = z.object({
  team: z.object({ name: z.string() }),
  recipient: z.string(),
  revision: z.string(),
  releasedAt: z.string(),
  expiresAt: z.string(),
  product: z.object({
    name: z.string(),
    styleNumber: z.string(),
    description: z.string(),
    composition: z.string(),
    season: z.string().nullable(),
    category: z.string().nullable(),
    subCategory: z.string().nullable(),
  }),
  sketches: z.array(ZFactorySketch),
  spec: ZTechpackSpec.nullable(),
  fits: z.array(ZTechpackFit),
  bom: z.object({
    colourways: z.array(
      z.object({ _id: z.string(), name: z.string(), colours: z.array(ZTechpackColour) }),
    ),
    lines: z.array(ZFactoryBomLine),
  }),
  construction: z.object({ notes: z.string(), callouts: z.array(ZTechpackCallout) }),
});
export type FactoryTechpack = z.infer<typeof ZFactoryTechpack>;
