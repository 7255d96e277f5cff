import type { ZForgotPasswordSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type ForgotPasswordInput = z.output<typeof ZForgotPasswordSchema>;

export function forgotPassword(input: ForgotPasswordInput) {
  return api.post<null>('/auth/forgotPassword', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
