import type { ZCreatePasswordSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type CreatePasswordInput = z.output<typeof ZCreatePasswordSchema>;

export function createPassword(input: CreatePasswordInput) {
  return api.post<null>('/auth/createPassword', input);
}

export function useCreatePassword() {
  return useMutation({ mutationFn: createPassword });
}
