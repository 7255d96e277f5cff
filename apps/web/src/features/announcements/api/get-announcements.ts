import { announcementEndpoints, type Announcement } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { announcementKeys } from './keys';

/** `GET announcement?teamId`: the team's live announcements, pinned first, then newest. */
export async function getAnnouncements(teamId: string): Promise<Announcement[]> {
  const { data } = await callApi(announcementEndpoints.list, { query: { teamId } });
  return data;
}

export const announcementsQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: announcementKeys.team(teamId),
    queryFn: () => getAnnouncements(teamId),
  });

export function useAnnouncements(teamId: string) {
  return useQuery(announcementsQueryOptions(teamId));
}
