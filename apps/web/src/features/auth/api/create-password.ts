import { authEndpoints, type ZCreatePasswordSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export type CreatePasswordInput = z.output<typeof ZCreatePasswordSchema>;

export function createPassword(input: CreatePasswordInput) {
  return callApi(authEndpoints.createPassword, { body: input });
}

export function useCreatePassword() {
  return useMutation({ mutationFn: createPassword });
}
