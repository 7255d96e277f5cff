/** Global search (SPEC §5, issue 33): `globalSearch` over everything the user may list. */
import { ZGlobalSearchQuery, ZSearchCounts, ZSearchHit } from '../search.ts';
import { endpoint } from './endpoint.ts';

export const searchEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/globalSearch',
    summary: 'Search everything',
    description:
      'Any signed-in user. Products, comments, files, colours (a hex code finds the nearest), catalogue entries, teams, members, tasks, reminders, events, messages and announcements that the user may list, ranked and paged, with the counts per kind beside.',
    tag: 'search',
    query: ZGlobalSearchQuery,
    data: ZSearchHit,
    paged: true,
    extra: ZSearchCounts,
  }),
};
