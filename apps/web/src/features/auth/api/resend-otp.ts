import { authEndpoints, type ZResendOtpSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export type ResendOtpInput = z.output<typeof ZResendOtpSchema>;

export function resendOtp(input: ResendOtpInput) {
  return callApi(authEndpoints.resendOtp, { body: input });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
