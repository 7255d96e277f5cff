import type { ZRegisterSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type RegisterInput = z.output<typeof ZRegisterSchema>;

export function register(input: RegisterInput) {
  return api.post<{ email: string; signupToken: string }>('/auth/register', input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
