import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing configured', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/atelier-config-test' });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      supportEmail: 'support@atelier.local',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.role).toBe('both');
    expect(config.webhooksAllowLoopback).toBe(false);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: '/tmp/atelier-config-test' }).jwtSecret).toBe(config.jwtSecret);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT/],
    [
      { DATABASE_URL: 'mysql://x' },
      /^Invalid configuration: DATABASE_URL must start with postgres/,
    ],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET/],
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required/],
    [{ TRUST_PROXY: 'true' }, /^Invalid configuration: TRUST_PROXY/],
    [{ WEBHOOKS_ALLOW_LOOPBACK: 'yes' }, /^Invalid configuration: WEBHOOKS_ALLOW_LOOPBACK must be/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid configuration: TRUST_PROXY/],
    [{ S3_BUCKET: 'media' }, /^Invalid configuration: S3_ACCESS_KEY_ID is required when S3_BUCKET/],
    [
      { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' },
      /^Invalid configuration: S3_SECRET_ACCESS_KEY is required when S3_BUCKET/,
    ],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /^Invalid configuration: S3_BUCKET is required/],
    [{ S3_BUCKET: 'Media_Files' }, /^Invalid configuration: S3_BUCKET must be a bucket name/],
    [{ S3_ENDPOINT: 's3.local' }, /^Invalid configuration: S3_ENDPOINT must start with http/],
    [{ SUPPORT_EMAIL: 'support' }, /^Invalid configuration: SUPPORT_EMAIL must be an e-mail/],
    [{ GOOGLE_CLIENT_ID: 'id' }, /GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID/],
    [{ FACEBOOK_CLIENT_SECRET: 's' }, /FACEBOOK_CLIENT_ID is required when FACEBOOK_CLIENT_SECRET/],
    [{ GOOGLE_ISSUER: 'http://accounts.example.com' }, /^Invalid configuration: GOOGLE_ISSUER/],
    [
      { STRIPE_WEBHOOK_SECRET: 'whsec_x' },
      /^Invalid configuration: STRIPE_SECRET_KEY is required when STRIPE_WEBHOOK_SECRET/,
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_x' },
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY/,
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' },
      /^Invalid configuration: STRIPE_PRICE_PRO_MONTHLY is required when STRIPE_SECRET_KEY/,
    ],
    [{ STRIPE_API_BASE: 'localhost:12111' }, /^Invalid configuration: STRIPE_API_BASE must start/],
    [
      { INSTANCE_ROLE: 'worker' },
      /^Invalid configuration: INSTANCE_ROLE must be both, web or jobs/,
    ],
    [{ INSTANCE_ROLE: 'jobs' }, /DATABASE_URL is required when INSTANCE_ROLE is jobs/],
    [
      { INSTANCE_ROLE: 'web', DATABASE_URL: 'postgres://db/atelier' },
      /REDIS_URL is required when INSTANCE_ROLE is web/,
    ],
  ])('stops with one line naming the variable for %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/atelier-config-test', ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: '/tmp/atelier-config-test', ...env })).toThrow(message);
  });

  it('offers a sign-in provider only when both its id and secret are given', () => {
    const dir = { DATA_DIR: '/tmp/atelier-config-test' };
    expect(loadConfig(dir)).toMatchObject({ google: undefined, facebook: undefined });
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ ...dir, ...google }).google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      base: 'https://accounts.google.com',
    });
    const local = loadConfig({ ...dir, ...google, GOOGLE_ISSUER: 'http://127.0.0.1:4000/' });
    expect(local.google?.base).toBe('http://127.0.0.1:4000');
  });

  it('keeps files on local disk unless a bucket and its keys are given', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/atelier-config-test' }).s3).toBeUndefined();
    const s3 = {
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ DATA_DIR: '/tmp/atelier-config-test', ...s3 }).s3).toEqual({
      bucket: 'media',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    const local = loadConfig({
      DATA_DIR: '/tmp/atelier-config-test',
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'eu-west-3',
    }).s3;
    expect(local).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'eu-west-3' });
  });

  it('turns checkout off unless Stripe is fully configured', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/atelier-config-test' }).stripe).toBeUndefined();
    const stripe = loadConfig({
      DATA_DIR: '/tmp/atelier-config-test',
      STRIPE_SECRET_KEY: 'sk_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_PRO_MONTHLY: 'price_m',
      STRIPE_PRICE_PRO_QUARTERLY: 'price_q',
      STRIPE_PRICE_PRO_ANNUAL: 'price_a',
      STRIPE_API_BASE: 'http://127.0.0.1:12111/',
    }).stripe;
    expect(stripe).toEqual({
      secretKey: 'sk_x',
      webhookSecret: 'whsec_x',
      prices: { monthly: 'price_m', quarterly: 'price_q', annually: 'price_a' },
      apiBase: 'http://127.0.0.1:12111',
    });
  });

  it('lets webhooks reach loopback only when WEBHOOKS_ALLOW_LOOPBACK is true', () => {
    const base = { DATA_DIR: '/tmp/atelier-config-test' };
    expect(loadConfig({ ...base, WEBHOOKS_ALLOW_LOOPBACK: 'true' }).webhooksAllowLoopback).toBe(
      true,
    );
    expect(loadConfig({ ...base, WEBHOOKS_ALLOW_LOOPBACK: 'false' }).webhooksAllowLoopback).toBe(
      false,
    );
    expect(loadConfig({ ...base, WEBHOOKS_ALLOW_LOOPBACK: '' }).webhooksAllowLoopback).toBe(false);
  });

  it('trusts no proxy by default, a hop count or a list of addresses when told', () => {
    const read = (TRUST_PROXY?: string) =>
      loadConfig({ DATA_DIR: '/tmp/atelier-config-test', ...(TRUST_PROXY ? { TRUST_PROXY } : {}) })
        .trustProxy;
    expect(read()).toBe(false);
    expect(read('2')).toBe(2);
    expect(read('10.0.0.1, 192.168.0.0/16,::1')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
  });
});
