/**
 * Sign-in with Google and Facebook (issue 16). A trip to a provider is a durable row holding its
 * state (hashed), nonce and PKCE verifier, used once; the browser that started it also holds the
 * state in an httpOnly cookie, so a callback that another browser started is refused. The end of a
 * trip is a one-time code for the web app, never the session token itself.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { OTP_TTL_MINUTES, SOCIAL_PROVIDER_NAMES } from '@atelier/domain';
import type { SocialError, SocialProvider, SocialProviders } from '@atelier/domain';
import type { Config } from '../../config.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { linkProviderMail } from './mail.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { transaction } from '../../platform/transaction.ts';
import { createUser, findUserByEmail, findUserById } from '../accounts/service.ts';
import { facebookClient } from './facebook.ts';
import { googleClient } from './google.ts';
import { importPicture } from './picture.ts';
import type { ProviderClient, ProviderProfile, TripChecks } from './provider.ts';
import { claimFlow, findIdentity, insertFlow, insertHandoff, insertIdentity } from './queries.ts';

export type ProviderClients = Partial<Record<SocialProvider, ProviderClient>>;

const TRIP_MINUTES = 10;
/** The browser redeems a sign-in code at once; only a code that waits for an e-mail code lasts. */
const HANDOFF_SECONDS = 120;

export const SOCIAL_FINISH_PATH = '/socialSignIn';
export const LINKED_PATH = '/setting/personal';

export function providerClients(config: Config): ProviderClients {
  return {
    ...(config.google ? { google: googleClient(config.google) } : {}),
    ...(config.facebook ? { facebook: facebookClient(config.facebook) } : {}),
  };
}

export function configuredProviders(clients: ProviderClients): SocialProviders {
  return { google: Boolean(clients.google), facebook: Boolean(clients.facebook) };
}

export const callbackUri = (config: Config, provider: SocialProvider) =>
  `${config.publicUrl}/api/v1/auth/${provider}/callback`;

export const errorPath = (error: SocialError) => `${SOCIAL_FINISH_PATH}?error=${error}`;

/** Records a trip and returns where to send the browser, and the state its cookie keeps. */
export async function startTrip(
  ctx: AppContext,
  client: ProviderClient,
  provider: SocialProvider,
  linkUserId: string | null,
) {
  const checks: TripChecks = {
    redirectUri: callbackUri(ctx.config, provider),
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
  const url = await client.authorizationUrl(checks);
  await insertFlow(ctx.db, {
    provider,
    stateHash: ctx.secrets.digest('social', checks.state),
    nonce: checks.nonce,
    codeVerifier: checks.codeVerifier,
    linkUserId,
    expiresAt: new Date(Date.now() + TRIP_MINUTES * 60_000),
  });
  return { url: url.toString(), state: checks.state };
}

/** Ends a trip at its callback; returns the web path the browser goes to next. */
export async function finishTrip(
  ctx: AppContext,
  client: ProviderClient,
  provider: SocialProvider,
  query: URLSearchParams,
  cookieState: string | undefined,
  log: FastifyBaseLogger,
): Promise<string> {
  const state = query.get('state');
  if (!state || !cookieState || !ctx.secrets.same(state, cookieState)) return errorPath('state');
  const flow = await claimFlow(ctx.db, provider, ctx.secrets.digest('social', state));
  if (!flow) return errorPath('state');
  if (query.has('error')) return errorPath('provider');

  let profile: ProviderProfile;
  try {
    profile = await client.profile(query, {
      redirectUri: callbackUri(ctx.config, provider),
      state,
      nonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
    });
  } catch (err) {
    log.info({ err, provider }, 'social sign-in refused by the provider checks');
    return errorPath('provider');
  }
  return flow.linkUserId
    ? linkToSignedIn(ctx, provider, profile, flow.linkUserId)
    : signIn(ctx, provider, profile);
}

/** Linking from personal settings: the person proved the account by being signed in to it. */
async function linkToSignedIn(
  ctx: AppContext,
  provider: SocialProvider,
  profile: ProviderProfile,
  userId: string,
) {
  return transaction(ctx, async (tx) => {
    const existing = await findIdentity(tx, provider, profile.subject);
    if (existing) {
      return existing.userId === userId ? `${LINKED_PATH}?linked=${provider}` : errorPath('taken');
    }
    const linked = await insertIdentity(tx, {
      userId,
      provider,
      subject: profile.subject,
      email: profile.email ?? '',
    });
    return linked ? `${LINKED_PATH}?linked=${provider}` : errorPath('alreadyLinked');
  });
}

async function signIn(ctx: AppContext, provider: SocialProvider, profile: ProviderProfile) {
  const { secrets } = ctx;
  const code = randomBytes(32).toString('base64url');
  const handoff = (seconds: number) => ({
    codeHash: secrets.digest('social', code),
    expiresAt: new Date(Date.now() + seconds * 1000),
  });
  let created: UserRow | undefined;
  const outcome = await transaction(ctx, async (tx): Promise<SocialError | null> => {
    const identity = await findIdentity(tx, provider, profile.subject);
    if (identity) {
      const user = await findUserById(tx, identity.userId);
      if (!user || user.status === 'deactivated') return 'deactivated';
      await insertHandoff(tx, { ...handoff(HANDOFF_SECONDS), userId: user.id });
      return null;
    }
    if (!profile.email) return 'noEmail';
    // An address the provider does not vouch for proves nothing: no account made or linked.
    if (!profile.emailVerified) return 'unverified';
    const pendingIdentity = { provider, subject: profile.subject, email: profile.email };
    const owner = await findUserByEmail(tx, profile.email);
    if (owner) {
      if (owner.status === 'deactivated') return 'deactivated';
      // Never linked on the address alone: its owner confirms with a code sent to it.
      const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await insertHandoff(tx, {
        ...handoff(OTP_TTL_MINUTES * 60),
        userId: owner.id,
        pendingIdentity,
        otpHash: secrets.digest('otp', otp),
      });
      await queueMail(
        tx,
        linkProviderMail({
          to: owner.email,
          firstName: owner.firstName,
          code: otp,
          providerName: SOCIAL_PROVIDER_NAMES[provider],
        }),
      );
      return null;
    }
    created = await createUser(tx, {
      email: profile.email,
      ...nameOf(profile),
      passwordHash: null,
      status: 'active',
      emailVerifiedAt: new Date(),
    });
    await insertIdentity(tx, { userId: created.id, ...pendingIdentity });
    await insertHandoff(tx, {
      ...handoff(HANDOFF_SECONDS),
      userId: created.id,
      isNewAccount: true,
    });
    return null;
  });
  if (outcome) return errorPath(outcome);
  // After the commit: nothing that leaves the process runs inside a transaction.
  if (created && profile.picture) await importPicture(ctx, created, profile.picture);
  return `${SOCIAL_FINISH_PATH}?code=${code}`;
}

function nameOf(profile: ProviderProfile) {
  const [firstName = '', ...rest] = profile.name.trim().split(/\s+/);
  return {
    firstName: (firstName || profile.email?.split('@')[0] || 'Designer').slice(0, 100),
    lastName: rest.join(' ').slice(0, 100),
  };
}
