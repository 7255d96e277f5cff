import type {
  Announcement,
  DeletedEntry,
  TUpdateAnnouncementSchema,
  ZCreateAnnouncementSchema,
} from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { announcementKeys } from './keys';

export type CreateAnnouncementInput = z.output<typeof ZCreateAnnouncementSchema>;

const path = (id: string) => `/announcement/${encodeURIComponent(id)}`;

/** `POST announcement`: answers it with `_id` ('Announcement posted.'). */
export function createAnnouncement(input: CreateAnnouncementInput) {
  return api.post<Announcement>('/announcement', input);
}

/** `PUT announcement/{id}`: only the fields sent change. */
export function updateAnnouncement({ id, body }: { id: string; body: TUpdateAnnouncementSchema }) {
  return api.put<Announcement>(path(id), body);
}

/** `DELETE announcement/{id}`: gone for everyone. */
export function deleteAnnouncement(id: string) {
  return api.delete<DeletedEntry>(path(id));
}

/** `POST announcement/{id}/dismiss`: gone from the user's banner alone. */
export function dismissAnnouncement(id: string) {
  return api.post<Announcement>(`${path(id)}/dismiss`, {});
}

function useAnnouncementMutation<I, R>(write: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

export const useCreateAnnouncement = () => useAnnouncementMutation(createAnnouncement);
export const useUpdateAnnouncement = () => useAnnouncementMutation(updateAnnouncement);
export const useDeleteAnnouncement = () => useAnnouncementMutation(deleteAnnouncement);

/** Hides the announcement at once; the list is asked again once the server has it. */
export function useDismissAnnouncement(teamId: string) {
  const queryClient = useQueryClient();
  const key = announcementKeys.team(teamId);
  return useMutation({
    mutationFn: dismissAnnouncement,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Announcement[]>(key);
      queryClient.setQueryData<Announcement[]>(key, (list) =>
        list?.map((item) => (item._id === id ? { ...item, dismissed: true } : item)),
      );
      return { before };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
