/**
 * Tech pack links (issue 46 §7): a released revision sent to a factory. Whoever may share the
 * product makes a link to one revision (`POST product/{id}/techpack/{revisionId}/links`), lists the
 * product's links with how often each was opened (`GET product/{id}/techpack/links`) and revokes
 * one (`DELETE techpack-link/{linkId}`). The factory opens it without an account
 * (`GET techpack-link/shared?token=`): that revision, without costs.
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from '../general-settings.ts';
import { ZShareTokenQuery } from '../sharing.ts';
import { TECHPACK_PAPERS, ZTechpackParams, ZTechpackRevisionParams } from '../techpacks.ts';
import { messages } from '../messages.ts';
import { zShareToken } from '../sharing.ts';
import {
  ZCreateTechpackLinkSchema,
  ZFactoryTechpack,
  ZTechpackLink,
  ZTechpackLinkParams,
} from '../techpack-links.ts';
import { endpoint } from './endpoint.ts';

const tag = 'product';

/** A factory's download: the link's token, the PDF's paper and the file's language. */
const ZFactoryFileQuery = z.object({
  token: zShareToken,
  paper: z.enum(TECHPACK_PAPERS, { error: messages.techpackPaperInvalid }).default('a4'),
  /** The language of the file's own words; English unless asked (the visitor has no account). */
  language: z.enum(LANGUAGE_CODES, { error: messages.languageInvalid }).default('en'),
});

export const techpackLinkEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/product/:id/techpack/:revisionId/links',
    summary: 'Send a tech pack revision to a factory by link',
    description:
      'Whoever may share the product (canShareProduct; not a share link). Makes a link that opens this one released revision, and nothing else, for `expiresInDays` days (1 to 365, 30 by default), named after its `recipient` (the factory, up to 120 characters). With an `email`, the link is also e-mailed there, counted against the limits on e-mails to people outside the team (429 past them). Answers the link with its address. A revision of another product is 404. The product’s timeline records the sending.',
    refuses: [403, 404],
    tag,
    params: ZTechpackRevisionParams,
    body: ZCreateTechpackLinkSchema,
    data: ZTechpackLink,
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: '/product/:id/techpack/links',
    summary: 'List the product’s tech pack links',
    description:
      'Whoever may share the product. Every link to any of its revisions, newest first: to whom, which revision, whether it is active, expired or revoked, and when it was first and last opened and how often.',
    refuses: [403, 404],
    tag,
    params: ZTechpackParams,
    data: z.array(ZTechpackLink),
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/techpack-link/:linkId',
    summary: 'Revoke a tech pack link',
    description:
      'Whoever may share its product. The link stops opening at once (its visitor is told it was withdrawn); it stays listed as revoked. A link already revoked is 409.',
    refuses: [403, 404, 409],
    tag,
    params: ZTechpackLinkParams,
    data: ZTechpackLink,
  }),
  open: endpoint({
    method: 'GET',
    path: '/techpack-link/shared',
    summary: 'Open a tech pack sent by link',
    description:
      'Anyone holding the link’s token (`token`, as in the address the link was sent as), without signing in. The one revision the link was made for, as released: the sender team’s name, the product’s name and details as released, the revision letter and date, the sketches (signed links) with their numbered callouts, the graded spec, the fit history, the bill of materials per colourway without prices, the construction notes. Never the costing, prices, comments, the release note, another revision or the product as it is now. Each open is counted. An unknown or tampered token is 404; a revoked or expired link is 410, with a message saying which.',
    refuses: [404, 410],
    tag,
    public: true,
    query: ZShareTokenQuery,
    data: ZFactoryTechpack,
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/techpack-link/shared/pdf',
    summary: 'Download the PDF of a tech pack sent by link',
    description:
      'Anyone holding the link’s token, without signing in: the factory’s copy of the one revision the link was made for, as the team downloads it without costs (`application/pdf`, an attachment). `paper`: `a4` (the default) or `letter`. `language`: one of the nine codes (`en` by default, `zh-Hans`, `vi`, `tr`, `pt`, `it`, `es`, `fr`, `de`; 400 “Please choose a language.” otherwise) for the file’s own words; what the team entered stays as entered. An unknown or tampered token is 404; a revoked or expired link is 410.',
    refuses: [404, 410],
    tag,
    public: true,
    query: ZFactoryFileQuery,
    data: z.string(),
    raw: true,
  }),
  xlsx: endpoint({
    method: 'GET',
    path: '/techpack-link/shared/xlsx',
    summary: 'Download the XLSX of a tech pack sent by link',
    description:
      'Anyone holding the link’s token, without signing in: the factory’s copy of the revision as a workbook, without costs, its sheets and headers in `language` (as for the PDF, English by default). An unknown or tampered token is 404; a revoked or expired link is 410.',
    refuses: [404, 410],
    tag,
    public: true,
    query: ZFactoryFileQuery,
    data: z.string(),
    raw: true,
  }),
};
