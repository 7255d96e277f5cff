import type { Colour } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { colourKeys } from './keys';

/** `GET colour/colorByTeam/{teamId}`: every colour of the team by name, with my favourites. */
export async function getTeamColours(teamId: string): Promise<Colour[]> {
  const { data } = await api.get<Colour[]>(`/colour/colorByTeam/${encodeURIComponent(teamId)}`);
  return data;
}

export const teamColoursQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: colourKeys.team(teamId), queryFn: () => getTeamColours(teamId) });

export function useTeamColours(teamId: string) {
  return useQuery(teamColoursQueryOptions(teamId));
}
