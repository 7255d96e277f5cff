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

/** The browser's visit to a provider: a redirect there, or back to the web app with an error. */
const tripTo = <P extends SocialProvider>(provider: P) =>
  endpoint({
    method: 'GET',
    path: `/auth/${provider}`,
    tag,
    public: true,
    data: zRedirect,
    raw: true,
    status: 302,
  });

/** Where the provider sends the browser back: a redirect to the web app with a code or an error. */
const callbackOf = <P extends SocialProvider>(provider: P) =>
  endpoint({
    method: 'GET',
    path: `/auth/${provider}/callback`,
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
    tag,
    public: true,
    body: ZSocialSignInSchema,
    data: ZSocialSignInResult,
  }),
  identities: endpoint({ method: 'GET', path: '/auth/identities', tag, data: ZLinkedIdentities }),
  link: endpoint({
    method: 'POST',
    path: '/auth/identities/:provider',
    tag,
    params: zProviderParams,
    data: z.object({ url: z.string() }),
  }),
  unlink: endpoint({
    method: 'DELETE',
    path: '/auth/identities/:provider',
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
