import { webhookEndpoints } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { webhookKeys } from './keys';

/** `GET team/{teamId}/webhooks`: each endpoint with its events and last delivery. */
export async function getWebhooks(teamId: string, signal?: AbortSignal) {
  return (
    await callApi(webhookEndpoints.list, { params: { teamId }, ...(signal ? { signal } : {}) })
  ).data;
}

export function useWebhooks(teamId: string) {
  return useQuery({
    queryKey: webhookKeys.team(teamId),
    queryFn: ({ signal }) => getWebhooks(teamId, signal),
  });
}
