import {
  lineSheetEndpoints,
  type LineSheet,
  type LineSheetFilters,
  type LineSheetFormat,
  type TCreateLineSheetLinkSchema,
} from '@atelier/domain';
import type { LanguageCode } from '@atelier/domain/general-settings';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const lineSheetKeys = {
  all: ['linesheet'] as const,
  recent: (teamId: string) => ['linesheet', 'recent', teamId] as const,
  one: (id: string) => ['linesheet', 'one', id] as const,
  links: (teamId: string) => ['linesheet', 'links', teamId] as const,
  shared: (token: string) => ['linesheet', 'shared', token] as const,
};

/** How often a sheet being made is asked about: its progress moves in about this step. */
const FOLLOW_MS = 1000;
const isMaking = (sheet: LineSheet | undefined) =>
  sheet?.status === 'queued' || sheet?.status === 'rendering';

/** `POST linesheet`: the sheet, queued, in the language asked; the team's recent ones refresh. */
export function useMakeLineSheet(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      filters: Partial<LineSheetFilters>;
      format: LineSheetFormat;
      /** The language of the file's own words: the page's. */
      language: LanguageCode;
    }) => callApi(lineSheetEndpoints.create, { body: { teamId, ...input } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lineSheetKeys.recent(teamId) }),
  });
}

/** `GET linesheet/{jobId}`, asked again each second until the sheet is ready or has failed. */
export function useLineSheet(id: string | null) {
  return useQuery({
    queryKey: lineSheetKeys.one(id ?? ''),
    queryFn: async ({ signal }) =>
      (await callApi(lineSheetEndpoints.get, { params: { jobId: id! }, signal })).data,
    enabled: id !== null,
    refetchInterval: (query) => (isMaking(query.state.data) ? FOLLOW_MS : false),
  });
}

/** `GET linesheet?teamId=`: the sheets I asked for lately, to download again. */
export function useRecentLineSheets(teamId: string) {
  return useQuery({
    queryKey: lineSheetKeys.recent(teamId),
    queryFn: async ({ signal }) =>
      (await callApi(lineSheetEndpoints.recent, { query: { teamId }, signal })).data,
    refetchInterval: (query) => (query.state.data?.some(isMaking) ? FOLLOW_MS : false),
  });
}

export function useLineSheetLinks(teamId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: lineSheetKeys.links(teamId),
    queryFn: async ({ signal }) =>
      (await callApi(lineSheetEndpoints.links, { query: { teamId }, signal })).data,
    enabled,
  });
}

/** Makes and revokes live links; each refreshes the team's list. */
export function useLineSheetLinkMutations(teamId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: lineSheetKeys.links(teamId) });
  return {
    create: useMutation({
      mutationFn: (input: Omit<TCreateLineSheetLinkSchema, 'teamId'>) =>
        callApi(lineSheetEndpoints.createLink, { body: { ...input, teamId } }),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (id: string) => callApi(lineSheetEndpoints.revokeLink, { params: { id } }),
      onSuccess: refresh,
    }),
  };
}

/**
 * `GET linesheet/shared?token=&page=`: the live sheet a link's visitor reads, a page of cards at
 * a time; the page asks for the next as the visitor scrolls to its end.
 */
export function useSharedLineSheet(token: string) {
  return useInfiniteQuery({
    queryKey: lineSheetKeys.shared(token),
    queryFn: async ({ pageParam, signal }) =>
      (await callApi(lineSheetEndpoints.shared, { query: { token, page: pageParam }, signal }))
        .data,
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    retry: false,
  });
}
