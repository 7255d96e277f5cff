/** Sign-in with Google and Facebook (DESIGN §3, issue 16): the trips, their hand-off and links. */
import { z } from 'zod';
import {
  ZLinkedIdentities,
  ZSocialSignInResult,
  ZSocialSignInSchema,
  zSocialProvider,
} from '../social.ts';
import type { SocialProvider } from '../social-providers.ts';
import { endpoint } from './endpoint.ts';

const tag = 'auth';
const zRedirect = z.null().describe('redirect to the provider or to the web app');
/**
 * What a provider sends back: the named fields, and whatever else it adds (`iss`, `scope`,
 * `error_reason`), which go to the provider's client whole. An object with a catch-all rather than
 * a record, so the OpenAPI document lists real parameters.
 */
const zCallbackQuery = z
  .object({
    code: z.string().max(4000).optional(),
    state: z.string().max(4000).optional(),
    error: z.string().max(4000).optional(),
    error_description: z.string().max(4000).optional(),
  })
  .catchall(z.string().max(4000));
const zProviderParams = z.object({ provider: zSocialProvider });

/** How the documents name a provider. */
const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** The browser's visit to a provider: a redirect there, or back to the web app with an error. */
const tripTo = <P extends SocialProvider>(provider: P) =>
  endpoint({
    method: 'GET',
    path: `/auth/${provider}`,
    summary: `Sign in with ${NAMES[provider]}`,
    description: `Anyone, as a browser visit. Redirects to ${NAMES[provider]}’s sign-in, or back to the web app with an error when the server has no ${NAMES[provider]} client.`,
    tag,
    public: true,
    data: zRedirect,
    raw: true,
    status: 302,
  });

const callbackOf = <P extends SocialProvider>(provider: P) =>
  endpoint({
    method: 'GET',
    path: `/auth/${provider}/callback`,
    summary: `Come back from ${NAMES[provider]}`,
    description: `Where ${NAMES[provider]} sends the browser back. Redirects to the web app with a one-time hand-off code for auth/socialSignIn, or with an error.`,
    tag,
    public: true,
    query: zCallbackQuery,
    data: zRedirect,
    raw: true,
    status: 302,
  });

export const socialEndpoints = {
  providers: endpoint({
    method: 'GET',
    path: '/auth/providers',
    summary: 'List the sign-in providers',
    description: 'Anyone. Which social sign-ins (Google, Facebook) this server has configured.',
    tag,
    public: true,
    data: z.object({ google: z.boolean(), facebook: z.boolean() }),
  }),
  googleTrip: tripTo('google'),
  googleCallback: callbackOf('google'),
  facebookTrip: tripTo('facebook'),
  facebookCallback: callbackOf('facebook'),
  signIn: endpoint({
    method: 'POST',
    path: '/auth/socialSignIn',
    summary: 'Finish a social sign-in',
    description:
      'Anyone holding the one-time hand-off code a provider’s callback gave. Answers a session as login does, or, when the account must first be confirmed by e-mail, sends a code and answers `needsCode`; the code is then sent back with the hand-off.',
    refuses: [403],
    tag,
    public: true,
    body: ZSocialSignInSchema,
    data: ZSocialSignInResult,
  }),
  identities: endpoint({
    method: 'GET',
    path: '/auth/identities',
    summary: 'List my linked sign-ins',
    description: 'The signed-in user. The social providers linked to their account.',
    tag,
    data: ZLinkedIdentities,
  }),
  link: endpoint({
    method: 'POST',
    path: '/auth/identities/:provider',
    summary: 'Link a sign-in provider',
    description:
      'The signed-in user. Answers the provider’s address (`url`) to visit; coming back from it links the provider to the account.',
    tag,
    params: zProviderParams,
    data: z.object({ url: z.string() }),
  }),
  unlink: endpoint({
    method: 'DELETE',
    path: '/auth/identities/:provider',
    summary: 'Unlink a sign-in provider',
    description:
      'The signed-in user. Removes the provider from their sign-ins; 409 when it is their last way to sign in (no password, no other provider).',
    refuses: [404, 409],
    tag,
    params: zProviderParams,
    data: ZLinkedIdentities,
  }),
};

/** Each provider's trip and callback, by provider. */
export const socialTrips = {
  google: { start: socialEndpoints.googleTrip, callback: socialEndpoints.googleCallback },
  facebook: { start: socialEndpoints.facebookTrip, callback: socialEndpoints.facebookCallback },
} satisfies Record<SocialProvider, unknown>;
