import type { UserDetails, ZUpdateProfileSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { saveUserDetails } from '../../../lib/session';

export type UpdateProfileInput = z.output<typeof ZUpdateProfileSchema>;

export function updateProfile(input: UpdateProfileInput) {
  return api.put<UserDetails>('/auth/updateProfile', input);
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => saveUserDetails(data),
  });
}
