import { profileEndpoints, type ZUpdateProfileSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { saveUserDetails } from '../../../lib/session';

export type UpdateProfileInput = z.output<typeof ZUpdateProfileSchema>;

export function updateProfile(input: UpdateProfileInput) {
  return callApi(profileEndpoints.update, { body: input });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => saveUserDetails(data),
  });
}
