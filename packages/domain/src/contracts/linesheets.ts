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
    tag,
    body: ZCreateLineSheetSchema,
    data: ZLineSheet,
    status: 201,
  }),
  /** The sheets I asked for in the team lately, newest first. */
  recent: endpoint({
    method: 'GET',
    path: '/linesheet',
    tag,
    query: ZLineSheetLinkListQuery,
    data: z.array(ZLineSheet),
  }),
  get: endpoint({
    method: 'GET',
    path: '/linesheet/:jobId',
    tag,
    params: ZLineSheetParams,
    data: ZLineSheet,
  }),
  createLink: endpoint({
    method: 'POST',
    path: '/linesheet/link',
    tag,
    body: ZCreateLineSheetLinkSchema,
    data: ZLineSheetLink,
    status: 201,
  }),
  links: endpoint({
    method: 'GET',
    path: '/linesheet/link',
    tag,
    query: ZLineSheetLinkListQuery,
    data: z.array(ZLineSheetLink),
  }),
  revokeLink: endpoint({
    method: 'DELETE',
    path: '/linesheet/link/:id',
    tag,
    params: ZLineSheetLinkParams,
    data: z.object({ _id: z.string() }),
  }),
  /** What a live link's visitor reads: no sign-in, the token instead. */
  shared: endpoint({
    method: 'GET',
    path: '/linesheet/shared',
    tag,
    public: true,
    query: ZSharedLineSheetQuery,
    data: ZSharedLineSheet,
  }),
};
