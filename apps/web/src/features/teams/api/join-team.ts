import { teamEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from '../../../lib/query-client';
import { teamKeys } from './keys';

/** Joins the signed-in user to the invitation's team (403 when it was sent to another address). */
export function joinTeam(token: string) {
  return callApi(teamEndpoints.join, { body: { token } });
}

export function useJoinTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinTeam,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(teamKeys.detail(data._id), data);
      // userDetails' teamRolePermissions now holds the new team.
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      return queryClient.invalidateQueries({ queryKey: teamKeys.list() });
    },
  });
}
