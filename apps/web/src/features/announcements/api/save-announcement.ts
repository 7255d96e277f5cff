import {
  announcementEndpoints,
  type Announcement,
  type TUpdateAnnouncementSchema,
  type ZCreateAnnouncementSchema,
} from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { announcementKeys } from './keys';

export type CreateAnnouncementInput = z.output<typeof ZCreateAnnouncementSchema>;

/** `POST announcement`: answers it with `_id` ('Announcement posted.'). */
export function createAnnouncement(input: CreateAnnouncementInput) {
  return callApi(announcementEndpoints.create, { body: input });
}

/** `PUT announcement/{id}`: only the fields sent change. */
export function updateAnnouncement({ id, body }: { id: string; body: TUpdateAnnouncementSchema }) {
  return callApi(announcementEndpoints.update, { params: { id }, body });
}

/** `DELETE announcement/{id}`: gone for everyone. */
export function deleteAnnouncement(id: string) {
  return callApi(announcementEndpoints.delete, { params: { id } });
}

/** `POST announcement/{id}/dismiss`: gone from the user's banner alone. */
export function dismissAnnouncement(id: string) {
  return callApi(announcementEndpoints.dismiss, { params: { id } });
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
