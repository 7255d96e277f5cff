import {
  API_BASE,
  endpointPath,
  socialEndpoints,
  socialTrips,
  type SocialProvider,
  type TSocialSignInSchema,
} from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Where the browser goes to sign in with a provider (a full page visit, not a fetch). */
export const socialSignInHref = (provider: SocialProvider) =>
  `${API_BASE}${endpointPath(socialTrips[provider].start)}`;

export function redeemSocialSignIn(input: TSocialSignInSchema) {
  return callApi(socialEndpoints.signIn, { body: input });
}

export function useRedeemSocialSignIn() {
  return useMutation({ mutationFn: redeemSocialSignIn });
}
