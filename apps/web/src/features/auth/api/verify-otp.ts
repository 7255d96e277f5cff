import type { AuthResult, ZVerifyOtpSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type VerifyOtpInput = z.output<typeof ZVerifyOtpSchema>;

/** Sign-up codes return a session; reset codes return a short-lived reset token. */
export type VerifyOtpResult = AuthResult | { resetToken: string };

export function verifyOtp(input: VerifyOtpInput) {
  return api.post<VerifyOtpResult>('/auth/verifyOtp', input);
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
