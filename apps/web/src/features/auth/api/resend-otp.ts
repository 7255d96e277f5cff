import type { ZResendOtpSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type ResendOtpInput = z.output<typeof ZResendOtpSchema>;

export function resendOtp(input: ResendOtpInput) {
  return api.post<null>('/auth/resendOtp', input);
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
