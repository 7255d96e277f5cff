import {
  approvalEndpoints,
  type ProductStage,
  type TApprovalDecisionSchema,
  type TUpdateStageGateSchema,
} from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

/** `GET product/{id}/approval`: the product's latest request to enter a gated stage, or null. */
export function useApproval(productId: string) {
  return useQuery({
    queryKey: productKeys.approval(productId),
    queryFn: async ({ signal }) =>
      (await callApi(approvalEndpoints.get, { params: { id: productId }, signal })).data,
  });
}

/** `POST product/{id}/approval`: the product, its lists and its timeline refresh with it. */
export function useDecide(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TApprovalDecisionSchema) =>
      callApi(approvalEndpoints.decide, { params: { id: productId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) }),
        queryClient.invalidateQueries({ queryKey: productKeys.lists }),
      ]),
  });
}

/** `GET approval/pending`: the products waiting at a gate, and for whom. */
export function usePendingApprovals(teamId: string | undefined) {
  return useQuery({
    queryKey: productKeys.pendingApprovals(teamId),
    queryFn: async ({ signal }) =>
      (await callApi(approvalEndpoints.pending, { query: teamId ? { teamId } : {}, signal })).data,
  });
}

/** `GET team/{teamId}/stages`: each stage of the team with its gate. */
export function useStages(teamId: string) {
  return useQuery({
    queryKey: productKeys.stages(teamId),
    queryFn: async ({ signal }) =>
      (await callApi(approvalEndpoints.stages, { params: { teamId }, signal })).data,
  });
}

export function useUpdateStage(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stage, ...body }: TUpdateStageGateSchema & { stage: ProductStage }) =>
      callApi(approvalEndpoints.updateStage, { params: { teamId, stage }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.stages(teamId) }),
  });
}
