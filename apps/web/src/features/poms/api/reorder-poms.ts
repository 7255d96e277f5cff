import { pomEndpoints, type Pom } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pomKeys } from '../../../api/get-poms';
import { callApi } from '../../../lib/api-client';

/** `PUT pom/order` {teamId, ids}: every id of the team once, in the new order; 'Order saved.' */
export function reorderPoms(body: { teamId: string; ids: string[] }) {
  return callApi(pomEndpoints.reorder, { body });
}

/** Shows the new order at once and puts the server's answer in its place (or the old one back). */
export function useReorderPoms(teamId: string) {
  const queryClient = useQueryClient();
  const key = pomKeys.list(teamId);
  return useMutation({
    mutationFn: (ids: string[]) => reorderPoms({ teamId, ids }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Pom[]>(key);
      if (before) {
        const byId = new Map(before.map((pom) => [pom._id, pom]));
        queryClient.setQueryData<Pom[]>(
          key,
          ids.flatMap((id, position) => {
            const pom = byId.get(id);
            return pom ? [{ ...pom, position }] : [];
          }),
        );
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: ({ data }) => queryClient.setQueryData(key, data),
  });
}
