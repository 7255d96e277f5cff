import {
  designmateEndpoints,
  endpointPath,
  type DataOf,
  type DesignmateConversationDetail,
  type DesignmateMessage,
  type DesignmateSkill,
  type TagSuggestion,
  type TDesignmateMessageSchema,
} from '@atelier/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiStreamed, type StreamedEvent } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export const designmateKeys = {
  all: ['designmate'] as const,
  list: (teamId: string) => [...designmateKeys.all, 'list', teamId] as const,
  conversation: (id: string) => [...designmateKeys.all, 'conversation', id] as const,
  usage: (teamId: string) => [...designmateKeys.all, 'usage', teamId] as const,
};

/** `GET aidesignmate/usage?teamId`: the team's questions and tokens this month. */
export const useDesignmateUsage = (teamId: string) =>
  useQuery({
    queryKey: designmateKeys.usage(teamId),
    queryFn: async ({ signal }) =>
      (await callApi(designmateEndpoints.usage, { query: { teamId }, signal })).data,
  });

/** `GET aidesignmate?teamId`: the user's conversations in the team, newest first. */
export const conversationsQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: designmateKeys.list(teamId),
    queryFn: async ({ signal }) =>
      (await callApi(designmateEndpoints.list, { query: { teamId }, signal })).data,
  });

export const useConversations = (teamId: string) => useQuery(conversationsQueryOptions(teamId));

/** `GET aidesignmate/{id}`: a conversation with its messages. */
export const useConversation = (id: string | null) =>
  useQuery({
    queryKey: designmateKeys.conversation(id ?? 'none'),
    queryFn: async ({ signal }) =>
      (await callApi(designmateEndpoints.get, { params: { id: id! }, signal })).data,
    enabled: id !== null,
  });

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { teamId: string; productId?: string }) =>
      callApi(designmateEndpoints.create, { body: input }),
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: designmateKeys.list(input.teamId) }),
  });
}

export function useRenameConversation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      callApi(designmateEndpoints.rename, { params: { id }, body: { title } }),
    onSuccess: (_result, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: designmateKeys.list(teamId) }),
        queryClient.invalidateQueries({ queryKey: designmateKeys.conversation(id) }),
      ]),
  });
}

export function useDeleteConversation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(designmateEndpoints.delete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: designmateKeys.list(teamId) }),
  });
}

/** What is known of an answer while it streams: the skill at work and the words so far. */
export interface AnswerDraft {
  skill: DesignmateSkill | null;
  text: string;
}

/** A streamed event's part of the answer being made. */
function drafted(draft: AnswerDraft, { event, data }: StreamedEvent): AnswerDraft {
  const given = data as { skill?: DesignmateSkill; text?: string };
  if (event === 'skill' && given.skill) return { ...draft, skill: given.skill };
  if (event === 'text' && given.text) return { ...draft, text: draft.text + given.text };
  return draft;
}

/**
 * `POST aidesignmate/{id}/message`, streamed: the question shows at once, the answer's words as
 * they come (`onDraft`), and the kept answer replaces them. The signal stops a question the user
 * no longer wants answered; the server then keeps neither.
 */
export function useSendMessage(id: string, teamId: string) {
  const queryClient = useQueryClient();
  const key = designmateKeys.conversation(id);
  return useMutation({
    mutationFn: ({
      input,
      signal,
      onDraft,
    }: {
      input: TDesignmateMessageSchema;
      signal: AbortSignal;
      onDraft: (draft: AnswerDraft) => void;
    }) => {
      let draft: AnswerDraft = { skill: null, text: '' };
      return callApiStreamed(
        designmateEndpoints.message,
        { params: { id }, body: input, signal },
        (event) => {
          draft = drafted(draft, event);
          onDraft(draft);
        },
      );
    },
    onMutate: ({ input }) => {
      const question: DesignmateMessage = {
        _id: `pending-${Date.now()}`,
        role: 'user',
        text: input.text ?? '',
        skill: input.skill ?? null,
        productId: input.productId ?? null,
        fileIds: input.fileIds ?? [],
        sources: [],
        createdAt: new Date().toISOString(),
      };
      queryClient.setQueryData<DesignmateConversationDetail>(key, (current) =>
        current ? { ...current, messages: [...current.messages, question] } : current,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: designmateKeys.list(teamId) }),
        queryClient.invalidateQueries({ queryKey: designmateKeys.usage(teamId) }),
      ]),
  });
}

const upload = designmateEndpoints.upload;

/** `POST aidesignmate/{id}/upload`: mood-board images, before the message that names them. */
export function uploadImages(id: string, files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const handle = uploadWithProgress<DataOf<typeof upload>>(
    endpointPath(upload, { id }),
    form,
    () => {},
  );
  return handle.done;
}

/**
 * `POST aidesignmate/{id}/messages/{messageId}/palette`: an answer's palette into the team's
 * library (colours it lacks are added) or, with `to: 'product'`, onto the conversation's product
 * too — one step on the server, so a teammate's change is kept and nothing is left half done.
 */
export async function savePalette(id: string, messageId: string, to: 'library' | 'product') {
  const { data } = await callApi(designmateEndpoints.savePalette, {
    params: { id, messageId },
    body: { to },
  });
  return data;
}

/** `POST aidesignmate/{id}/messages/{messageId}/apply`: a suggestion onto the answer's product. */
export function applySuggestion(
  id: string,
  messageId: string,
  entry: Pick<TagSuggestion, 'kind' | '_id'>,
) {
  return callApi(designmateEndpoints.applySuggestion, {
    params: { id, messageId },
    body: { kind: entry.kind, _id: entry._id },
  });
}
