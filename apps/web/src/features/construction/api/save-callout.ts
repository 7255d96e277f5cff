import {
  constructionEndpoints,
  type TCreateCalloutSchema,
  type TUpdateCalloutSchema,
} from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { constructionKeys } from './keys';

/** `POST product/{id}/construction/callouts`: pins a callout; it takes the next number. */
export function addCallout(productId: string, body: TCreateCalloutSchema) {
  return callApi(constructionEndpoints.addCallout, { params: { id: productId }, body });
}

/** `PUT …/callouts/{calloutId}`: its place, text or number (the others shift). */
export function updateCallout(productId: string, calloutId: string, body: TUpdateCalloutSchema) {
  return callApi(constructionEndpoints.updateCallout, {
    params: { id: productId, calloutId },
    body,
  });
}

/** `DELETE …/callouts/{calloutId}`: the ones after it move up a number. */
export function removeCallout(productId: string, calloutId: string) {
  return callApi(constructionEndpoints.removeCallout, { params: { id: productId, calloutId } });
}

/** The writes of a product's callouts; each reads the whole list again (numbers may shift). */
export function useCalloutWrites(productId: string) {
  const queryClient = useQueryClient();
  const onSettled = () =>
    queryClient.invalidateQueries({ queryKey: constructionKeys.product(productId) });
  const add = useMutation({
    mutationFn: (body: TCreateCalloutSchema) => addCallout(productId, body),
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ calloutId, body }: { calloutId: string; body: TUpdateCalloutSchema }) =>
      updateCallout(productId, calloutId, body),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (calloutId: string) => removeCallout(productId, calloutId),
    onSettled,
  });
  return { add, update, remove };
}
