/**
 * Google through OpenID Connect (discovered from GOOGLE_ISSUER): authorization code with PKCE,
 * state and nonce; the ID token's issuer, audience, expiry, nonce and signature (from the JWKS)
 * are checked by openid-client before any claim is read.
 */
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { OAuthClientConfig } from '../../config.ts';
import { PROVIDER_TIMEOUT_MS, ProviderError } from './provider.ts';
import type { ProviderClient, TripChecks } from './provider.ts';

export function googleClient(config: OAuthClientConfig): ProviderClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= discover(config).catch((err: unknown) => {
      discovered = undefined; // the next sign-in tries again
      throw err;
    });
    return discovered;
  };

  return {
    async authorizationUrl(checks) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: checks.redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async profile(callbackQuery, checks: TripChecks) {
      const callbackUrl = new URL(checks.redirectUri);
      callbackUrl.search = callbackQuery.toString();
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new ProviderError('no ID token');
      const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
      const email = z.email().max(320).safeParse(claims.email);
      return {
        subject: claims.sub,
        email: email.success ? email.data : null,
        emailVerified: claims.email_verified === true,
        name: text(claims.name) ?? '',
        picture: text(claims.picture),
      };
    },
  };
}

function discover(config: OAuthClientConfig) {
  const issuer = new URL(config.base);
  const execute = [oidc.enableNonRepudiationChecks];
  // Plain http only reaches a provider on this machine (config.ts refuses any other).
  if (issuer.protocol === 'http:') execute.push(oidc.allowInsecureRequests);
  return oidc.discovery(issuer, config.clientId, config.clientSecret, undefined, {
    execute,
    timeout: PROVIDER_TIMEOUT_MS / 1000,
  });
}
