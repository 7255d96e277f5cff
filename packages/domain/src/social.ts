/** Sign-in with Google and Facebook (issue 16): shared by the routes and the web app. */
import { z } from 'zod';
import { zOtp } from './auth.ts';
import { messages } from './messages.ts';
import { ZUserDetails } from './user-details.ts';
import { SOCIAL_PROVIDERS, type SocialProvider } from './social-providers.ts';

export const zSocialProvider = z.enum(SOCIAL_PROVIDERS);

/** Why a trip to a provider ended without a session: the code the callback redirects with. */
export const SOCIAL_ERRORS = {
  state: 'This sign-in attempt has expired or was already used. Please start again.',
  provider: 'The provider did not sign you in. Please try again.',
  noEmail: 'The provider did not share your e-mail address, so we cannot sign you in with it.',
  unverified:
    'Your e-mail address is not verified with the provider. Verify it there, or sign in with your e-mail and password.',
  deactivated: messages.accountDeactivated,
  taken: 'This provider account is already linked to another Atelier account.',
  alreadyLinked:
    'Your account is already linked to another account of this provider. Unlink it first.',
  unavailable: 'Sign-in with this provider is not available.',
} as const;
export type SocialError = keyof typeof SOCIAL_ERRORS;
export const zSocialError = z.enum(Object.keys(SOCIAL_ERRORS) as [SocialError, ...SocialError[]]);

/** Which providers this server offers (unset configuration hides the button). */
export type SocialProviders = Record<SocialProvider, boolean>;

/** The one-time code the callback hands to the browser, and the e-mail code when one is asked. */
export const ZSocialSignInSchema = z.object({
  code: z.string().trim().min(1).max(200),
  otp: zOtp.optional(),
});
export type TSocialSignInSchema = z.input<typeof ZSocialSignInSchema>;

/** A finished trip: a session, or the address an e-mail code was sent to before linking. */
export const ZSocialSignInResult = z.union([
  z.object({ token: z.string(), user: ZUserDetails, isNewAccount: z.boolean() }),
  z.object({ needsCode: z.literal(true), email: z.string(), provider: zSocialProvider }),
]);
export type SocialSignInResult = z.infer<typeof ZSocialSignInResult>;

/** The providers linked to an account, and whether it has a password to sign in with too. */
export const ZLinkedIdentities = z.object({
  identities: z.array(
    z.object({ provider: z.enum(SOCIAL_PROVIDERS), email: z.string(), linkedAt: z.string() }),
  ),
  hasPassword: z.boolean(),
});
export type LinkedIdentities = z.infer<typeof ZLinkedIdentities>;
export type LinkedIdentity = LinkedIdentities['identities'][number];

/** Answers of the social sign-in routes (ours: docs/decisions.md, "Social sign-in"). */
export const socialMessages = {
  providers: 'Sign-in providers loaded.',
  codeSent: 'We e-mailed you a code to confirm it is your account.',
  codeNeeded: 'Please enter the code we e-mailed you.',
  codeLocked: 'Too many wrong codes. Please sign in with the provider again.',
  identities: 'Linked accounts loaded.',
  linkStarted: 'Continue with the provider to link it.',
  unlinked: 'The account was unlinked.',
  notLinked: 'This provider is not linked to your account.',
  lastSignInMethod:
    'Set a password or link another provider before unlinking your only way to sign in.',
} as const;
