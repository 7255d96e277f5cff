import {
  messageEndpoints,
  type ChatMessage,
  type MessagePage,
  type TUpdateMessageSchema,
} from '@atelier/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { messageKeys } from './keys';

const PAGE_SIZE = 30;

/** `GET message?teamId&conversationId&before&limit`: pages of history, newest first. */
export function useMessageHistory(teamId: string, conversationId: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.history(teamId, conversationId),
    queryFn: async ({ pageParam }) => {
      const query = { teamId, conversationId, limit: PAGE_SIZE, before: pageParam ?? undefined };
      return (await callApi(messageEndpoints.history, { query })).data;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

type History = InfiniteData<MessagePage, string | null>;

/**
 * Puts a message into its open history: a new one on top of the newest page (once, whether the
 * answer or the live event comes first), a changed one in its place.
 */
export function putMessage(queryClient: QueryClient, message: ChatMessage) {
  queryClient.setQueryData<History>(
    messageKeys.history(message.teamId, message.conversationId),
    (history) => {
      if (!history) return history;
      const known = history.pages.some((page) =>
        page.items.some((item) => item._id === message._id),
      );
      const pages = known
        ? history.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item._id === message._id ? message : item)),
          }))
        : history.pages.map((page, index) =>
            index === 0 ? { ...page, items: [message, ...page.items] } : page,
          );
      return { ...history, pages };
    },
  );
}

export interface PostInput {
  text: string;
  mentions: string[];
  attachments: { path: string; name: string }[];
}

/** `POST message`: answers the message ('Message sent.'). */
export function usePostMessage(teamId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostInput) =>
      callApi(messageEndpoints.post, { body: { teamId, conversationId, ...input } }),
    onSuccess: ({ data }) => {
      putMessage(queryClient, data);
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations(teamId) });
    },
  });
}

export function useEditMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: TUpdateMessageSchema & { id: string }) =>
      callApi(messageEndpoints.edit, { params: { id }, body: input }),
    onSuccess: ({ data }) => putMessage(queryClient, data),
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ChatMessage) =>
      callApi(messageEndpoints.delete, { params: { id: message._id } }),
    onSuccess: (_answer, message) =>
      putMessage(queryClient, {
        ...message,
        text: '',
        mentions: [],
        attachments: [],
        deleted: true,
      }),
  });
}
