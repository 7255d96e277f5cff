import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamEndpoints } from '@atelier/domain';
import { callApi } from '../../../lib/api-client';
import { getSelectedTeamId, setSelectedTeamId } from '../../../lib/selected-team';
import { teamKeys } from './keys';

export function deleteTeam(teamId: string) {
  return callApi(teamEndpoints.delete, { params: { teamId } });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: (_result, teamId) => {
      if (getSelectedTeamId() === teamId) setSelectedTeamId(null);
      queryClient.removeQueries({ queryKey: teamKeys.detail(teamId) });
      return queryClient.invalidateQueries({ queryKey: teamKeys.list() });
    },
  });
}
