/**
 * The providers of sign-in with Google and Facebook (issue 16), apart from social.ts's schemas:
 * the sign-in page lists them without loading zod.
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
};
