/**
 * Local stand-ins for Google (an OpenID provider whose ID tokens a test shapes, forged ones
 * included) and Facebook (its token and Graph `me` endpoints), so sign-in runs without the internet.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export const CLIENT_ID = 'atelier-test-client';
export const CLIENT_SECRET = 'atelier-test-secret';

interface Grant {
  codeChallenge: string;
  /** What the token endpoint answers for this code. */
  answer: () => Promise<Record<string, unknown>>;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function formOf(request: http.IncomingMessage) {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

function json(response: http.ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

export interface IdTokenClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  /** Defaults: the client as audience, the trip's nonce, an hour of life. */
  aud?: string;
  nonce?: string;
  exp?: number;
  iss?: string;
}

export async function startFakeGoogle() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const other = await generateKeyPair('RS256');
  const grants = new Map<string, Grant>();
  const pictures = new Map<string, { type: string; body: Buffer }>();
  let issuer = '';

  const server = await listen(async (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') return json(response, 200, { keys: [jwk] });
    const picture = pictures.get(url.pathname);
    if (picture) {
      response.writeHead(200, { 'content-type': picture.type });
      return response.end(picture.body);
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = await formOf(request);
      const grant = grants.get(form.get('code') ?? '');
      grants.delete(form.get('code') ?? '');
      if (!grant || s256(form.get('code_verifier') ?? '') !== grant.codeChallenge) {
        return json(response, 400, { error: 'invalid_grant' });
      }
      return json(response, 200, await grant.answer());
    }
    json(response, 404, { error: 'not_found' });
  });
  issuer = server.base;

  return {
    issuer,
    close: server.close,
    /** Serves a profile picture; answers its address. */
    servePicture(body: Buffer, type: string) {
      const path = `/pictures/${randomBytes(6).toString('hex')}`;
      pictures.set(path, { type, body });
      return `${issuer}${path}`;
    },
    /**
     * What the provider does once the person signs in: a code for the trip the authorization URL
     * describes, whose ID token carries `claims` (signed with a stranger's key when `forged`).
     */
    grant(authorizationUrl: string, claims: IdTokenClaims, options: { forged?: boolean } = {}) {
      const trip = new URL(authorizationUrl).searchParams;
      const code = randomBytes(16).toString('base64url');
      grants.set(code, {
        codeChallenge: trip.get('code_challenge') ?? '',
        answer: async () => {
          const now = Math.floor(Date.now() / 1000);
          const idToken = await new SignJWT({
            email_verified: true,
            nonce: trip.get('nonce'),
            ...claims,
          })
            .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
            .setIssuer(claims.iss ?? issuer)
            .setAudience(claims.aud ?? CLIENT_ID)
            .setIssuedAt(now - 5)
            .setExpirationTime(claims.exp ?? now + 3600)
            .sign(options.forged ? other.privateKey : privateKey);
          return { access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token: idToken };
        },
      });
      return { code, state: trip.get('state') ?? '' };
    },
  };
}

export interface FacebookProfile {
  id: string;
  name?: string;
  email?: string;
}

export async function startFakeFacebook() {
  const grants = new Map<string, { codeChallenge: string; profile: FacebookProfile }>();
  const tokens = new Map<string, FacebookProfile>();
  const server = await listen(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://facebook.test');
    const query = url.searchParams;
    if (url.pathname === '/v19.0/oauth/access_token') {
      const grant = grants.get(query.get('code') ?? '');
      grants.delete(query.get('code') ?? '');
      const verified =
        grant &&
        query.get('client_secret') === CLIENT_SECRET &&
        s256(query.get('code_verifier') ?? '') === grant.codeChallenge;
      if (!verified) return json(response, 400, { error: { message: 'Invalid code' } });
      const token = randomBytes(16).toString('hex');
      tokens.set(token, grant.profile);
      return json(response, 200, { access_token: token, token_type: 'bearer' });
    }
    if (url.pathname === '/v19.0/me') {
      const profile = tokens.get(query.get('access_token') ?? '');
      if (!profile || !query.get('appsecret_proof')) {
        return json(response, 400, { error: { message: 'Invalid token' } });
      }
      return json(response, 200, profile);
    }
    json(response, 404, { error: { message: 'Unknown path' } });
  });
  return {
    base: server.base,
    close: server.close,
    grant(authorizationUrl: string, profile: FacebookProfile) {
      const trip = new URL(authorizationUrl).searchParams;
      const code = randomBytes(16).toString('base64url');
      grants.set(code, { codeChallenge: trip.get('code_challenge') ?? '', profile });
      return { code, state: trip.get('state') ?? '' };
    },
  };
}
