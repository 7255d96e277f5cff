/**
 * A product's timeline (issue 36): `product/{id}/timeline`, newest first, a page at a time and by
 * kind; `product/{id}/timeline/export` the whole of it as CSV.
 */
import { z } from 'zod';
import { ZTimelineEntry, ZTimelineParams, ZTimelineQuery } from '../timeline.ts';
import { endpoint } from './endpoint.ts';

const tag = 'product';

export const timelineEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/product/:id/timeline',
    summary: 'Read a product’s timeline',
    description:
      'Whoever may view the product: what happened to it, newest first, a page at a time and by kind; comments only for those who may read them.',
    refuses: [403, 404],
    tag,
    params: ZTimelineParams,
    query: ZTimelineQuery,
    data: ZTimelineEntry,
    paged: true,
  }),
  export: endpoint({
    method: 'GET',
    path: '/product/:id/timeline/export',
    summary: 'Export a product’s timeline as CSV',
    description:
      'Whoever may view the product: every entry, newest first, as a spreadsheet reads it.',
    refuses: [403, 404],
    tag,
    params: ZTimelineParams,
    query: ZTimelineQuery.pick({ kind: true }),
    data: z.string(),
    raw: true,
  }),
};
