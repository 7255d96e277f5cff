import { authEndpoints, type ZForgotPasswordSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export type ForgotPasswordInput = z.output<typeof ZForgotPasswordSchema>;

export function forgotPassword(input: ForgotPasswordInput) {
  return callApi(authEndpoints.forgotPassword, { body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
