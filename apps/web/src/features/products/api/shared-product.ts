import { sharingEndpoints, type SharedProduct } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { shareKeys } from './keys';

/** How often a visitor's page looks for the team's new comments (visitors have no socket). */
export const VISITOR_REFRESH_MS = 15_000;

/** `GET shareProductLink?token=`: the product the token opens, with its files and grant. */
export async function getSharedProduct(token: string): Promise<SharedProduct> {
  const { data } = await callApi(sharingEndpoints.open, { query: { token } });
  return data;
}

export function useSharedProduct(token: string) {
  return useQuery({
    queryKey: shareKeys.shared(token),
    queryFn: () => getSharedProduct(token),
    enabled: token !== '',
    retry: false,
  });
}

/** `GET teamuserdetails/{teamId}?token=`: the first five faces of the team (SPEC §2). */
export function useTeamFaces(teamId: string, token: string) {
  return useQuery({
    queryKey: shareKeys.faces(teamId, token),
    queryFn: async () => {
      const { data } = await callApi(sharingEndpoints.teamFaces, {
        params: { teamId },
        query: { token },
      });
      return data.teamMembers;
    },
    enabled: token !== '' && teamId !== '',
    retry: false,
  });
}
