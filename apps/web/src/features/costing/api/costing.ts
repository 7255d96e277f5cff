import {
  costingEndpoints,
  type Costing,
  type TeamCosting,
  type TSaveCostingSchema,
  type TSaveTeamCostingSchema,
} from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { costingKeys } from './keys';

/** `GET product/{id}/costing`: per colourway, in the team's currency (403 without the right). */
export async function getCosting(productId: string): Promise<Costing> {
  const { data } = await callApi(costingEndpoints.get, { params: { id: productId } });
  return data;
}

export function useCosting(productId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: costingKeys.product(productId),
    queryFn: () => getCosting(productId),
    enabled,
  });
}

/** `PUT product/{id}/costing`: labour, overhead, freight, duty and the target. */
export function useSaveCosting(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveCostingSchema) =>
      callApi(costingEndpoints.save, { params: { id: productId }, body }),
    onSuccess: ({ data }) => queryClient.setQueryData(costingKeys.product(productId), data),
  });
}

/** `GET team/{teamId}/costing`: the team's costing currency and its rates. */
export function useTeamCosting(teamId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: costingKeys.team(teamId),
    queryFn: async () => (await callApi(costingEndpoints.team, { params: { teamId } })).data,
    enabled,
  });
}

/** `PUT team/{teamId}/costing`: every product's costing is figured again from the new rates. */
export function useSaveTeamCosting(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveTeamCostingSchema) =>
      callApi(costingEndpoints.saveTeam, { params: { teamId }, body }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<TeamCosting>(costingKeys.team(teamId), data);
      return queryClient.invalidateQueries({ queryKey: ['costing'] });
    },
  });
}
