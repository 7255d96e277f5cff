import { authEndpoints, type ZLoginSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export type LoginInput = z.output<typeof ZLoginSchema>;

export function login(input: LoginInput) {
  return callApi(authEndpoints.login, { body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/**
 * A 403 for an address not verified yet carries the e-mail to verify (a new code was sent) and
 * the token of the sign-up attempt whose password was typed.
 */
export function unverifiedSignup(
  error: unknown,
): { email: string; signupToken: string | undefined } | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const data = error.data as {
    needsVerification?: unknown;
    email?: unknown;
    signupToken?: unknown;
  } | null;
  if (data?.needsVerification !== true || typeof data.email !== 'string') return null;
  const signupToken = typeof data.signupToken === 'string' ? data.signupToken : undefined;
  return { email: data.email, signupToken };
}
