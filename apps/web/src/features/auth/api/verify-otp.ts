import { authEndpoints, type ZVerifyOtpSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export type VerifyOtpInput = z.output<typeof ZVerifyOtpSchema>;

/** Sign-up codes return a session; reset codes return a short-lived reset token. */
export function verifyOtp(input: VerifyOtpInput) {
  return callApi(authEndpoints.verifyOtp, { body: input });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
