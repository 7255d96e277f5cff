import {
  sharingEndpoints,
  type ShareLink,
  type TShareProductSchema,
  type TShareWithEmailSchema,
} from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { shareKeys } from './keys';

/** `GET product/shareProduct?productId=`: the product's links, newest first. */
export async function getShareLinks(productId: string): Promise<ShareLink[]> {
  const { data } = await callApi(sharingEndpoints.links, { query: { productId } });
  return data;
}

export function useShareLinks(productId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: shareKeys.links(productId),
    queryFn: () => getShareLinks(productId),
    enabled,
  });
}

/** Makes, e-mails and revokes links; each refreshes the product's list. */
export function useShareMutations(productId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: shareKeys.links(productId) });
  return {
    create: useMutation({
      mutationFn: (input: Omit<TShareProductSchema, 'productId'>) =>
        callApi(sharingEndpoints.createLink, { body: { ...input, productId } }),
      onSuccess: refresh,
    }),
    email: useMutation({
      mutationFn: (input: Omit<TShareWithEmailSchema, 'productId'>) =>
        callApi(sharingEndpoints.shareWithEmail, { body: { ...input, productId } }),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (linkId: string) =>
        callApi(sharingEndpoints.revokeLink, { params: { id: linkId } }),
      onSuccess: refresh,
    }),
  };
}
