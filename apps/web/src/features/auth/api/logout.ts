import { authEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { clearSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';

export function logout() {
  return callApi(authEndpoints.logout);
}

/** Revokes the token, then forgets the session locally whatever the server answered (SPEC §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      queryClient.clear();
      toast.dismissAll();
      navigate(paths.login, { replace: true });
    },
  });
}
