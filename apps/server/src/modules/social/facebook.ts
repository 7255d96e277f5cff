/**
 * Facebook through OAuth 2 (its login dialog, the code exchanged for an access token, then the
 * Graph API `me?fields=id,name,email,picture`). Facebook returns only a confirmed e-mail address,
 * so an address it gives is taken as verified. FACEBOOK_API_BASE replaces both Facebook hosts.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { FACEBOOK_API_BASE } from '../../config.ts';
import type { OAuthClientConfig } from '../../config.ts';
import * as oidc from 'openid-client';
import { PROVIDER_TIMEOUT_MS, ProviderError } from './provider.ts';
import type { ProviderClient } from './provider.ts';

const GRAPH_VERSION = 'v19.0';
const FACEBOOK_DIALOG_BASE = 'https://www.facebook.com';

const zToken = z.object({ access_token: z.string().min(1) });
const zMe = z.object({
  id: z.string().min(1).max(200),
  name: z.string().max(300).optional(),
  email: z.string().email().max(320).optional(),
  picture: z.object({ data: z.object({ url: z.string().url().max(2000) }) }).optional(),
});

export function facebookClient(config: OAuthClientConfig): ProviderClient {
  const graph = `${config.base}/${GRAPH_VERSION}`;
  const dialog = `${config.base === FACEBOOK_API_BASE ? FACEBOOK_DIALOG_BASE : config.base}/${GRAPH_VERSION}`;

  async function getJson(url: URL) {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    if (!response.ok) throw new ProviderError(`Facebook answered ${response.status}`);
    return (await response.json()) as unknown;
  }

  return {
    async authorizationUrl(checks) {
      const url = new URL(`${dialog}/dialog/oauth`);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: checks.redirectUri,
        state: checks.state,
        response_type: 'code',
        scope: 'email,public_profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      }).toString();
      return url;
    },
    async profile(callbackQuery, checks) {
      const code = callbackQuery.get('code');
      if (callbackQuery.get('error') || !code || callbackQuery.get('state') !== checks.state) {
        throw new ProviderError('Facebook did not sign the person in');
      }
      const tokenUrl = new URL(`${graph}/oauth/access_token`);
      tokenUrl.search = new URLSearchParams({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        redirect_uri: checks.redirectUri,
        code,
        code_verifier: checks.codeVerifier,
      }).toString();
      const token = zToken.safeParse(await getJson(tokenUrl));
      if (!token.success) throw new ProviderError('Facebook gave no access token');

      const accessToken = token.data.access_token;
      const meUrl = new URL(`${graph}/me`);
      meUrl.search = new URLSearchParams({
        fields: 'id,name,email,picture',
        access_token: accessToken,
        // Proves the call comes from this app's server, not from someone holding the token.
        appsecret_proof: createHmac('sha256', config.clientSecret)
          .update(accessToken)
          .digest('hex'),
      }).toString();
      const me = zMe.safeParse(await getJson(meUrl));
      if (!me.success) throw new ProviderError('Facebook gave no profile');
      return {
        subject: me.data.id,
        email: me.data.email ?? null,
        emailVerified: me.data.email !== undefined,
        name: me.data.name ?? '',
        picture: me.data.picture?.data.url ?? null,
      };
    },
  };
}
