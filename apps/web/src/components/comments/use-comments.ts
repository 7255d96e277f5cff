import type { ApiEnvelope } from '@atelier/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { runMutation } from '../../lib/run-mutation';
import { toThreads, type CommentSource } from './comment-source';

/** The source's comments as threads, loaded once for the panel and the pins together. */
export function useCommentThreads(source: CommentSource) {
  const query = useQuery({
    queryKey: source.key,
    queryFn: () => source.list(),
    refetchInterval: source.refreshMs ?? false,
  });
  const threads = useMemo(() => toThreads(query.data ?? []), [query.data]);
  return { query, threads };
}

/**
 * Runs one of the source's writes with its toast, and resolves once the list shows it (so a box
 * closes on the new text, not on the old): the answer, or undefined when it failed.
 */
export function useCommentWrite(source: CommentSource) {
  const queryClient = useQueryClient();
  return async <T>(write: () => Promise<ApiEnvelope<T>>) => {
    if (source.check?.() === false) return undefined;
    return runMutation(async () => {
      const answer = await write();
      await queryClient.invalidateQueries({ queryKey: source.key });
      return answer;
    });
  };
}
