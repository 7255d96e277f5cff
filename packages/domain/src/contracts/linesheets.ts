/**
 * Line sheets (issue 36 §4): `POST linesheet` starts a file (PDF, CSV, XLSX) made by a durable
 * job, `GET linesheet/{jobId}` follows it until `resultUrl` appears; `linesheet/link` makes, lists
 * and revokes live links, and `linesheet/shared` is what a link's visitor reads.
 */
import { z } from 'zod';
import {
  ZCreateLineSheetLinkSchema,
  ZCreateLineSheetSchema,
  ZLineSheet,
  ZLineSheetLink,
  ZLineSheetLinkListQuery,
  ZLineSheetLinkParams,
  ZLineSheetParams,
  ZSharedLineSheet,
  ZSharedLineSheetQuery,
} from '../linesheets.ts';
import { endpoint } from './endpoint.ts';

const tag = 'linesheet';

export const lineSheetEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/linesheet',
    summary: 'Make a line sheet',
    description: `A member with canViewProducts, or the team’s owner, with fewer than three sheets waiting (429 past it). Starts a PDF, CSV or XLSX of the chosen products, made by a background job; follow it with GET linesheet/{jobId}. \`language\` (one of the nine codes: \`en\`, \`zh-Hans\`, \`vi\`, \`tr\`, \`pt\`, \`it\`, \`es\`, \`fr\`, \`de\`; 400 'Please choose a language.' otherwise) writes the PDF's and XLSX's own words — cover, card labels, column headers, prices' formats — in that language; left out, the maker's saved language (English for whoever never chose). The CSV's column headers stay English, for the programs that read it; what people entered stays as entered. The kept file counts against the team’s storage.`,
    refuses: [403, 404],
    tag,
    body: ZCreateLineSheetSchema,
    data: ZLineSheet,
    status: 201,
  }),
  recent: endpoint({
    method: 'GET',
    path: '/linesheet',
    summary: 'List my recent line sheets',
    description:
      'A member with canViewProducts, or the team’s owner: the sheets they asked for in the team lately, newest first.',
    refuses: [403, 404],
    tag,
    query: ZLineSheetLinkListQuery,
    data: z.array(ZLineSheet),
  }),
  get: endpoint({
    method: 'GET',
    path: '/linesheet/:jobId',
    summary: 'Follow a line sheet',
    description:
      'The member who asked for it, while they may still view the team’s products (anyone else reads 404): its state, and `resultUrl` once the file is made.',
    refuses: [404],
    tag,
    params: ZLineSheetParams,
    data: ZLineSheet,
  }),
  createLink: endpoint({
    method: 'POST',
    path: '/linesheet/link',
    summary: 'Make a live line-sheet link',
    description:
      'A member with canViewProducts and canShareProduct, or the team’s owner. A link showing the chosen products, as they change, to whoever holds it, until it expires, is revoked, or its maker may no longer view and share the team’s products.',
    refuses: [403, 404],
    tag,
    body: ZCreateLineSheetLinkSchema,
    data: ZLineSheetLink,
    status: 201,
  }),
  links: endpoint({
    method: 'GET',
    path: '/linesheet/link',
    summary: 'List live line-sheet links',
    description:
      'A member with canViewProducts and canShareProduct, or the team’s owner: the team’s links.',
    refuses: [403, 404],
    tag,
    query: ZLineSheetLinkListQuery,
    data: z.array(ZLineSheetLink),
  }),
  revokeLink: endpoint({
    method: 'DELETE',
    path: '/linesheet/link/:id',
    summary: 'Revoke a live line-sheet link',
    description:
      'A member with canViewProducts and canShareProduct in the link’s team, or its owner. The link stops working at once.',
    refuses: [403, 404],
    tag,
    params: ZLineSheetLinkParams,
    data: z.object({ _id: z.string() }),
  }),
  shared: endpoint({
    method: 'GET',
    path: '/linesheet/shared',
    summary: 'Read a shared line sheet',
    description:
      'Anyone holding a live link’s token, without signing in: the sheet and a page of 50 of its products as the link shows them (`page`, `nextPage`, `total`). An unknown, revoked or expired token is 404; a buyer reads at most 120 pages a minute from one address.',
    refuses: [404],
    tag,
    public: true,
    query: ZSharedLineSheetQuery,
    data: ZSharedLineSheet,
  }),
};
