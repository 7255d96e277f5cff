import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing configured', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/atelier-config-test' });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
    });
    expect(config.databaseUrl).toBeUndefined();
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
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid configuration: TRUST_PROXY/],
  ])('stops with one line naming the variable for %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/atelier-config-test', ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: '/tmp/atelier-config-test', ...env })).toThrow(message);
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
