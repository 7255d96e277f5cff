import {
  colourEndpoints,
  designmateEndpoints,
  endpointPath,
  productEndpoints,
  type DataOf,
  type DesignmateConversationDetail,
  type DesignmateMessage,
  type DesignmateSkill,
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
 * A palette's colours in the team's library: a colour already there (the same hex or code) is
 * taken as it is, the others are added, named after the board. Answers their ids, in order, and
 * how many were added.
 */
export async function saveToLibrary(
  teamId: string,
  name: string,
  colours: readonly { hex: string }[],
) {
  const { data: library } = await callApi(colourEndpoints.teamGrid, { params: { teamId } });
  const known = new Map<string, string>();
  for (const colour of library) {
    known.set(colour.hexCode.toUpperCase(), colour._id);
    known.set(`#${colour.code.toUpperCase()}`, colour._id);
  }
  const ids: string[] = [];
  let added = 0;
  for (const [index, colour] of colours.entries()) {
    const hex = colour.hex.toUpperCase();
    let id = known.get(hex);
    if (!id) {
      const { data } = await callApi(colourEndpoints.create, {
        body: { teamId, name: `${name} ${index + 1}`, code: hex.slice(1), hexCode: hex },
      });
      id = data._id;
      known.set(hex, id);
      added += 1;
    }
    ids.push(id);
  }
  return { ids, added };
}

/** A palette on a product: its colours, in the library first, join the product's colours. */
export async function saveToProduct(
  teamId: string,
  productId: string,
  colours: readonly { hex: string }[],
) {
  const { ids } = await saveToLibrary(teamId, 'Mood board', colours);
  const { data: product } = await callApi(productEndpoints.get, { params: { id: productId } });
  const colourIds = [...new Set([...product.colours.map((colour) => colour._id), ...ids])];
  await callApi(productEndpoints.update, { params: { id: productId }, body: { colourIds } });
  return product.name;
}

/** Adds suggested catalogue entries to a product, keeping what it already has. */
export async function applySuggestion(
  productId: string,
  entry: { kind: 'category' | 'season' | 'fabric' | 'tag'; _id: string },
) {
  const { data: product } = await callApi(productEndpoints.get, { params: { id: productId } });
  const body =
    entry.kind === 'category'
      ? { categoryId: entry._id }
      : entry.kind === 'season'
        ? { seasonId: entry._id }
        : entry.kind === 'fabric'
          ? { fabricIds: [...product.fabrics.map((fabric) => fabric._id), entry._id] }
          : { tagIds: [...product.tags.map((tag) => tag._id), entry._id] };
  return callApi(productEndpoints.update, { params: { id: productId }, body });
}
