import {
  techpackLinkEndpoints,
  type FactoryTechpack,
  type TCreateTechpackLinkSchema,
  type TechpackLink,
} from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { techpackKeys } from './keys';

/** `GET product/{id}/techpack/links`: every link sending one of its revisions, newest first. */
export async function getTechpackLinks(productId: string): Promise<TechpackLink[]> {
  const { data } = await callApi(techpackLinkEndpoints.list, { params: { id: productId } });
  return data;
}

/** Read only by whoever may share the product: others would be refused, so they never ask. */
export function useTechpackLinks(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: techpackKeys.links(productId),
    queryFn: () => getTechpackLinks(productId),
    enabled,
  });
}

/**
 * `POST product/{id}/techpack/{revisionId}/links` sends a revision; `DELETE techpack-link/{id}`
 * revokes a link. Both refresh the product's links.
 */
export function useTechpackLinkMutations(productId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: techpackKeys.links(productId) });
  return {
    create: useMutation({
      mutationFn: ({ revisionId, ...body }: TCreateTechpackLinkSchema & { revisionId: string }) =>
        callApi(techpackLinkEndpoints.create, { params: { id: productId, revisionId }, body }),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (linkId: string) => callApi(techpackLinkEndpoints.revoke, { params: { linkId } }),
      onSuccess: refresh,
    }),
  };
}

/**
 * `GET techpack-link/shared?token=`: the revision a factory was sent, without signing in. A
 * refusal (unknown 404, revoked or expired 410) is final: not asked again.
 */
export async function getSharedTechpack(token: string): Promise<FactoryTechpack> {
  const { data } = await callApi(techpackLinkEndpoints.open, { query: { token } });
  return data;
}

export function useSharedTechpack(token: string) {
  return useQuery({
    queryKey: techpackKeys.shared(token),
    queryFn: () => getSharedTechpack(token),
    retry: false,
    // Each read counts as an open: not again on focus or reconnect.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: Infinity,
  });
}
