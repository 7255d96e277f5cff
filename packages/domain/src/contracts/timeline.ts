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
    tag,
    params: ZTimelineParams,
    query: ZTimelineQuery,
    data: ZTimelineEntry,
    paged: true,
  }),
  /** Every entry, newest first, as a spreadsheet reads it. */
  export: endpoint({
    method: 'GET',
    path: '/product/:id/timeline/export',
    tag,
    params: ZTimelineParams,
    query: ZTimelineQuery.pick({ kind: true }),
    data: z.string(),
    raw: true,
  }),
};
