import { colourEndpoints, type Colour } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';

/**
 * A team's whole colour library. The colour grid shows it, a product's catalogues and its bill of
 * materials' colourways pick from it, so the read lives here, once; its key sits under the colour
 * library's (`colourKeys.all`), so a colour added or edited refreshes it.
 */
export const teamColoursKey = (teamId: string) => ['colour', 'team', teamId] as const;

/** `GET colour/colorByTeam/{teamId}`: every colour of the team by name, with my favourites. */
export async function getTeamColours(teamId: string): Promise<Colour[]> {
  const { data } = await callApi(colourEndpoints.teamGrid, { params: { teamId } });
  return data;
}

export const teamColoursQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: teamColoursKey(teamId), queryFn: () => getTeamColours(teamId) });

export function useTeamColours(teamId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...teamColoursQueryOptions(teamId), enabled });
}
