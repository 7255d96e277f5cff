import { messageEndpoints } from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { messageKeys } from './keys';

/** `GET message/conversations?teamId`: the team's channel first, then the user's direct ones. */
export function useConversations(teamId: string) {
  return useQuery({
    queryKey: messageKeys.conversations(teamId),
    queryFn: async () =>
      (await callApi(messageEndpoints.conversations, { query: { teamId } })).data,
  });
}

/** `GET message/unread?teamId`: what the user has not read in the team's conversations. */
export function useUnreadCount(teamId: string | null) {
  return useQuery({
    queryKey: messageKeys.unread(teamId ?? ''),
    queryFn: async () =>
      (await callApi(messageEndpoints.unread, { query: { teamId: teamId! } })).data.unread,
    enabled: teamId !== null,
  });
}

/** `POST message/conversations`: the direct conversation with one of the team's people. */
export function useOpenConversation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      callApi(messageEndpoints.openConversation, { body: { teamId, userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.conversations(teamId) }),
  });
}

/** `POST message/read`: the conversation is read up to now. */
export function useMarkRead(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) =>
      callApi(messageEndpoints.markRead, { body: { teamId, conversationId } }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(messageKeys.unread(teamId), data.unread);
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations(teamId) });
    },
  });
}
