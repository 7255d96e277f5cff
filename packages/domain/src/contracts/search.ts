/** Global search (SPEC §5, issue 33): `globalSearch` over everything the user may list. */
import { ZGlobalSearchQuery, ZSearchCounts, ZSearchHit } from '../search.ts';
import { endpoint } from './endpoint.ts';

export const searchEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/globalSearch',
    tag: 'search',
    query: ZGlobalSearchQuery,
    data: ZSearchHit,
    paged: true,
    extra: ZSearchCounts,
  }),
};
