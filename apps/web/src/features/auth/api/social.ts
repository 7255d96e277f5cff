import {
  API_BASE,
  type SocialProvider,
  type SocialSignInResult,
  type TSocialSignInSchema,
} from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Where the browser goes to sign in with a provider (a full page visit, not a fetch). */
export const socialSignInHref = (provider: SocialProvider) => `${API_BASE}/auth/${provider}`;

export function redeemSocialSignIn(input: TSocialSignInSchema) {
  return api.post<SocialSignInResult>('/auth/socialSignIn', input);
}

export function useRedeemSocialSignIn() {
  return useMutation({ mutationFn: redeemSocialSignIn });
}
