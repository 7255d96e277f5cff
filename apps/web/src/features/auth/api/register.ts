import { authEndpoints, type ZRegisterSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export type RegisterInput = z.output<typeof ZRegisterSchema>;

export function register(input: RegisterInput) {
  return callApi(authEndpoints.register, { body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
