/** The only reader of process.env (DESIGN §2). Invalid configuration stops start with one line. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { STRANGER_MAIL_LIMITS } from '@atelier/domain';
import type { BillingPeriod, StrangerMailLimits } from '@atelier/domain';

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const url = (protocols: string[]) =>
  optional.refine(
    (value) => value === undefined || protocols.some((protocol) => value.startsWith(protocol)),
    `must start with ${protocols.join(' or ')}`,
  );

/** https, or plain http to this machine only (a local provider in tests). */
const providerBase = optional.refine(
  (value) =>
    value === undefined ||
    value.startsWith('https://') ||
    /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/.test(value),
  'must start with https:// (http:// only for localhost)',
);

/** A proxy hop count ("1") or a comma-separated list of addresses or CIDR ranges. */
const trustProxy = optional
  .refine(
    (value) =>
      value === undefined ||
      /^\d{1,2}$/.test(value) ||
      value.split(',').every((entry) => isAddressOrRange(entry.trim())),
    'must be a hop count or a comma-separated list of addresses',
  )
  .transform((value): number | string[] | false =>
    value === undefined
      ? false
      : /^\d+$/.test(value)
        ? Number(value)
        : value.split(',').map((entry) => entry.trim()),
  );

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** A yes-or-no switch, off unless set to `true` (`false` or unset: off; anything else is a mistake). */
const flag = optional
  .refine((value) => value === undefined || value === 'true' || value === 'false', {
    message: 'must be true or false',
  })
  .transform((value) => value === 'true');

/** A positive whole number, with its default. */
const limit = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Every variable Atelier reads, and how. */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: url(['http://', 'https://']),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: url(['postgres://', 'postgresql://']),
  REDIS_URL: url(['redis://', 'rediss://']),
  JWT_SECRET: optional.refine(
    (v) => v === undefined || v.length >= 32,
    'must be at least 32 characters',
  ),
  SMTP_URL: url(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().default('Atelier <no-reply@atelier.local>'),
  SUPPORT_EMAIL: optional.refine(
    (value) => value === undefined || /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value),
    'must be an e-mail address',
  ),
  S3_BUCKET: optional.refine(
    (value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value),
    'must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)',
  ),
  S3_ENDPOINT: url(['http://', 'https://']),
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_ISSUER: providerBase,
  FACEBOOK_CLIENT_ID: optional,
  FACEBOOK_CLIENT_SECRET: optional,
  FACEBOOK_API_BASE: providerBase,
  SENTRY_DSN: optional,
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_PRO_MONTHLY: optional,
  STRIPE_PRICE_PRO_QUARTERLY: optional,
  STRIPE_PRICE_PRO_ANNUAL: optional,
  STRIPE_API_BASE: url(['http://', 'https://']),
  AI_BASE_URL: url(['http://', 'https://']),
  AI_API_KEY: optional,
  AI_MODEL: optional,
  AI_TIMEOUT_MS: limit(30_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  INSTANCE_ROLE: z
    .enum(['both', 'web', 'jobs'], { error: 'must be both, web or jobs' })
    .default('both'),
  STRANGER_MAILS_PER_USER_HOUR: limit(STRANGER_MAIL_LIMITS.perUserHour),
  STRANGER_MAILS_PER_USER_DAY: limit(STRANGER_MAIL_LIMITS.perUserDay),
  STRANGER_MAILS_PER_TEAM_DAY: limit(STRANGER_MAIL_LIMITS.perTeamDay),
  API_TOKEN_REQUESTS_PER_MINUTE: limit(600),
  WEBHOOKS_ALLOW_LOOPBACK: flag,
});

/** Card payments (DESIGN §2 `STRIPE_*`); without them checkout is off and everyone is on Freemium. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The Stripe price of Pro for each billing period. */
  prices: Record<BillingPeriod, string>;
  /** Where the Stripe API is reached instead of api.stripe.com (tests run a local fake). */
  apiBase: string | undefined;
}

/**
 * designmate's model (DESIGN §2 `AI_*`): any OpenAI-compatible chat-completions endpoint. Without
 * it designmate answers with its offline skills alone.
 */
export interface AiConfig {
  /** Unset means OpenAI itself. */
  baseUrl: string | undefined;
  /** A local server (Ollama, vLLM) may take none. */
  apiKey: string;
  model: string;
  /** How long an answer may take before the offline skills answer instead. */
  timeoutMs: number;
}

export const DEFAULT_AI_MODEL = 'gpt-4o-mini';

/** Object storage (DESIGN §2 `S3_*`); without it files live on local disk. */
export interface S3Config {
  bucket: string;
  /** An S3-compatible service's address; unset means AWS itself. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** A social sign-in provider's client (DESIGN §2 `GOOGLE_*`, `FACEBOOK_*`). */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  /** Google: the OpenID issuer discovered; Facebook: the base of its dialog, token and Graph API. */
  base: string;
}

export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const FACEBOOK_API_BASE = 'https://graph.facebook.com';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where Help & Support messages go; unset, a local address whose mail stays in the outbox. */
  supportEmail: string;
  s3: S3Config | undefined;
  google: OAuthClientConfig | undefined;
  facebook: OAuthClientConfig | undefined;
  stripe: StripeConfig | undefined;
  ai: AiConfig | undefined;
  sentryDsn: string | undefined;
  /** Whose X-Forwarded-For is believed: a hop count, addresses, or nobody (false). */
  trustProxy: number | string[] | false;
  logLevel: string;
  webDist: string;
  /** How many people outside the team one user (and one team) may have e-mailed. */
  strangerMailLimits: StrangerMailLimits;
  /** Requests one API token may make a minute, on all instances together (issue 49 §1). */
  apiTokenRequestsPerMinute: number;
  /**
   * On SIGTERM, how long /api/health answers 503 while requests are still served, before the
   * instance stops listening: long enough for the balancer to take it out (docs/operations.md).
   */
  shutdownDrainMs: number;
  /**
   * What this instance does: serve requests and run jobs (`both`), serve only (`web`), or run only
   * the durable jobs — e-mail, live events, derivatives, line sheets — (`jobs`), which a balancer
   * does not send requests to (docs/operations.md, "Instances in roles").
   */
  role: InstanceRole;
  /**
   * Webhooks may be sent to this machine (127.0.0.0/8, ::1), over plain http too: tests and local
   * development only. Private, link-local and metadata addresses stay refused whatever it says.
   */
  webhooksAllowLoopback: boolean;
}

export type InstanceRole = 'both' | 'web' | 'jobs';

/** SUPPORT_EMAIL's default: `.local` addresses are never sent over SMTP (mail/transport.ts). */
export const LOCAL_SUPPORT_EMAIL = 'support@atelier.local';

export class ConfigError extends Error {}

/** Reads and checks the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET is required when NODE_ENV=production');
  }
  if (e.INSTANCE_ROLE !== 'both') splitRoleNeeds(e);
  const s3 = s3Config(e);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? generatedSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL ?? LOCAL_SUPPORT_EMAIL,
    s3,
    google: oauthClient(e, 'GOOGLE', e.GOOGLE_ISSUER ?? GOOGLE_ISSUER),
    facebook: oauthClient(e, 'FACEBOOK', e.FACEBOOK_API_BASE ?? FACEBOOK_API_BASE),
    stripe: stripeConfig(e),
    ai: aiConfig(e),
    sentryDsn: e.SENTRY_DSN,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    apiTokenRequestsPerMinute: e.API_TOKEN_REQUESTS_PER_MINUTE,
    strangerMailLimits: {
      perUserHour: e.STRANGER_MAILS_PER_USER_HOUR,
      perUserDay: e.STRANGER_MAILS_PER_USER_DAY,
      perTeamDay: e.STRANGER_MAILS_PER_TEAM_DAY,
    },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    role: e.INSTANCE_ROLE,
    webhooksAllowLoopback: e.WEBHOOKS_ALLOW_LOOPBACK,
  };
}

/**
 * Instances in roles share their work through PostgreSQL (the jobs) and Redis (live events emitted
 * by a jobs instance reach the sockets of the web instances, and a web instance's commit wakes the
 * jobs instances): the embedded database and in-process fan-out serve one process only.
 */
function splitRoleNeeds(e: z.infer<typeof ZEnv>) {
  const because = `INSTANCE_ROLE is ${e.INSTANCE_ROLE}`;
  if (!e.DATABASE_URL)
    throw new ConfigError(`Invalid configuration: DATABASE_URL is required when ${because}`);
  if (!e.REDIS_URL)
    throw new ConfigError(`Invalid configuration: REDIS_URL is required when ${because}`);
}

const required = (name: string, because: string) =>
  new ConfigError(`Invalid configuration: ${name} is required when ${because} is set`);

/** S3 needs its bucket and both keys together; any of them alone is a mistake, not a default. */
function s3Config(e: z.infer<typeof ZEnv>): S3Config | undefined {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secret } = e;
  if (!bucket) {
    const others = [
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ] as const;
    const stray = others.find((name) => e[name] !== undefined);
    if (stray) throw required('S3_BUCKET', stray);
    return undefined;
  }
  if (!accessKeyId) throw required('S3_ACCESS_KEY_ID', 'S3_BUCKET');
  if (!secret) throw required('S3_SECRET_ACCESS_KEY', 'S3_BUCKET');
  return {
    bucket,
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId,
    secretAccessKey: secret,
  };
}

/** A provider needs its id and secret together; a base address alone just keeps it hidden. */
function oauthClient(
  e: z.infer<typeof ZEnv>,
  provider: 'GOOGLE' | 'FACEBOOK',
  base: string,
): OAuthClientConfig | undefined {
  const clientId = e[`${provider}_CLIENT_ID`];
  const clientSecret = e[`${provider}_CLIENT_SECRET`];
  if (!clientId && !clientSecret) return undefined;
  if (!clientId) throw required(`${provider}_CLIENT_ID`, `${provider}_CLIENT_SECRET`);
  if (!clientSecret) throw required(`${provider}_CLIENT_SECRET`, `${provider}_CLIENT_ID`);
  return { clientId, clientSecret, base: base.replace(/\/$/, '') };
}

/** A model is set up by its address or its key; the model's name alone changes nothing. */
function aiConfig(e: z.infer<typeof ZEnv>): AiConfig | undefined {
  if (!e.AI_BASE_URL && !e.AI_API_KEY) return undefined;
  return {
    baseUrl: e.AI_BASE_URL?.replace(/\/$/, ''),
    apiKey: e.AI_API_KEY ?? 'none',
    model: e.AI_MODEL ?? DEFAULT_AI_MODEL,
    timeoutMs: e.AI_TIMEOUT_MS,
  };
}

const STRIPE_PRICES = {
  monthly: 'STRIPE_PRICE_PRO_MONTHLY',
  quarterly: 'STRIPE_PRICE_PRO_QUARTERLY',
  annually: 'STRIPE_PRICE_PRO_ANNUAL',
} as const;

/** Stripe needs its key, webhook secret and the three prices together (like S3's settings). */
function stripeConfig(e: z.infer<typeof ZEnv>): StripeConfig | undefined {
  const secretKey = e.STRIPE_SECRET_KEY;
  if (!secretKey) {
    const others = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE', ...Object.values(STRIPE_PRICES)];
    const stray = others.find((name) => e[name as keyof typeof e] !== undefined);
    if (stray) throw required('STRIPE_SECRET_KEY', stray);
    return undefined;
  }
  if (!e.STRIPE_WEBHOOK_SECRET) throw required('STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY');
  const price = (period: BillingPeriod) => {
    const value = e[STRIPE_PRICES[period]];
    if (!value) throw required(STRIPE_PRICES[period], 'STRIPE_SECRET_KEY');
    return value;
  };
  return {
    secretKey,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    prices: {
      monthly: price('monthly'),
      quarterly: price('quarterly'),
      annually: price('annually'),
    },
    apiBase: e.STRIPE_API_BASE?.replace(/\/$/, ''),
  };
}

/** Generated once into DATA_DIR so tokens survive restarts of an embedded install. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim(); // another process wrote it first
    }
  }
}

/**
 * Where the person ran npm from: `npm run <script> -w @atelier/server` runs in apps/server, so
 * command-line tools resolve a relative DATA_DIR from here, as `npm start` (run at the root) does.
 */
export function invocationDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD ?? process.cwd();
}
