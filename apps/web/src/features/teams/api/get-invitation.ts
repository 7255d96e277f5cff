import { teamEndpoints, type Invitation } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** What an e-mailed invitation is for; answers without signing in. */
export async function getInvitation(token: string): Promise<Invitation> {
  const { data } = await callApi(teamEndpoints.invitation, { params: { token } });
  return data;
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: teamKeys.invitation(token), queryFn: () => getInvitation(token) });

export function useInvitation(token: string) {
  return useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });
}
