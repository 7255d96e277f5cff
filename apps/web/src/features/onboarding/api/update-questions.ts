import { profileEndpoints, type ZUpdateQuestionsSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { saveUserDetails } from '../../../lib/session';

export type UpdateQuestionsInput = z.output<typeof ZUpdateQuestionsSchema>;

export function updateQuestions(input: UpdateQuestionsInput) {
  return callApi(profileEndpoints.updateQuestions, { body: input });
}

export function useUpdateQuestions() {
  return useMutation({
    mutationFn: updateQuestions,
    onSuccess: ({ data }) => saveUserDetails(data),
  });
}
