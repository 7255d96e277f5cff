import { colourEndpoints, type Colour } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { colourKeys } from './keys';

/** `GET colour/colorByTeam/{teamId}`: every colour of the team by name, with my favourites. */
export async function getTeamColours(teamId: string): Promise<Colour[]> {
  const { data } = await callApi(colourEndpoints.teamGrid, { params: { teamId } });
  return data;
}

export const teamColoursQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: colourKeys.team(teamId), queryFn: () => getTeamColours(teamId) });

export function useTeamColours(teamId: string) {
  return useQuery(teamColoursQueryOptions(teamId));
}
