/**
 * Where webhooks may go (issue 49 §2): the address guard's verdicts, and one attempt against a
 * real local receiver through names a test resolver answers (loopback, metadata, rebinding).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostResolver } from '../../platform/net/resolve-host.ts';
import { startReceiver } from '../../test/webhook-receiver.ts';
import type { Receiver } from '../../test/webhook-receiver.ts';
import { checkHost, classifyAddress, isAllowedAddress } from './address-guard.ts';
import { attempt } from './deliver.ts';

describe('the address guard', () => {
  it.each([
    ['93.184.216.34', 'public'],
    ['2606:2800:220:1:248:1893:25c8:1946', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.9.9.9', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['10.0.0.1', 'refused'],
    ['172.16.0.1', 'refused'],
    ['172.31.255.255', 'refused'],
    ['192.168.1.1', 'refused'],
    ['100.64.0.1', 'refused'],
    ['169.254.169.254', 'refused'],
    ['169.254.0.1', 'refused'],
    ['0.0.0.0', 'refused'],
    ['0.1.2.3', 'refused'],
    ['224.0.0.1', 'refused'],
    ['255.255.255.255', 'refused'],
    ['::', 'refused'],
    ['fc00::1', 'refused'],
    ['fd00:ec2::254', 'refused'],
    ['fe80::1', 'refused'],
    ['fe80::1%eth0', 'refused'],
    ['ff02::1', 'refused'],
    ['::ffff:10.0.0.1', 'refused'],
    ['::ffff:a00:1', 'refused'],
    ['::ffff:169.254.169.254', 'refused'],
    ['::127.0.0.1', 'refused'],
    ['64:ff9b::a00:1', 'refused'],
    ['64:ff9b::5db8:d822', 'public'],
    ['not an address', 'refused'],
  ])('%s is %s', (address, verdict) => {
    expect(classifyAddress(address)).toBe(verdict);
  });

  it('lets loopback through only when allowed, and nothing private whatever it says', () => {
    expect(isAllowedAddress('127.0.0.1', false)).toBe(false);
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('::ffff:127.0.0.1', true)).toBe(true);
    for (const address of ['10.0.0.1', '169.254.169.254', 'fd00:ec2::254', '::ffff:10.0.0.1'])
      expect(isAllowedAddress(address, true)).toBe(false);
  });

  it('refuses a host when any one of its addresses is refused, and says when none resolves', async () => {
    const resolve: HostResolver = async (host) => {
      if (host === 'mixed.test')
        return [
          { address: '93.184.216.34', family: 4 },
          { address: '10.0.0.7', family: 4 },
        ];
      if (host === 'public.test') return [{ address: '93.184.216.34', family: 4 }];
      throw new Error('ENOTFOUND');
    };
    expect(await checkHost('mixed.test', resolve, true)).toEqual({ ok: false, reason: 'refused' });
    expect(await checkHost('nowhere.test', resolve, true)).toEqual({
      ok: false,
      reason: 'unresolved',
    });
    expect(await checkHost('public.test', resolve, false)).toMatchObject({ ok: true });
    expect(await checkHost('[::ffff:127.0.0.1]', resolve, false)).toMatchObject({ ok: false });
  });
});

describe('an attempt', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  const body = JSON.stringify({ type: 'product.created', timestamp: 'now', data: {} });
  const to = (resolve: HostResolver, allowLoopback: boolean, host = 'hooks.test') =>
    attempt(`http://${host}:${receiver.port}/in`, {}, body, { resolve, allowLoopback });

  it('reaches a name that resolves to loopback only when loopback is allowed', async () => {
    const loopback: HostResolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const before = receiver.received.length;
    const refused = await to(loopback, false);
    expect(refused).toMatchObject({ ok: false, status: null });
    expect(refused.error).toMatch(/^refused/);
    expect(receiver.received).toHaveLength(before);

    expect(await to(loopback, true)).toMatchObject({ ok: true, status: 204, error: null });
    expect(receiver.received).toHaveLength(before + 1);
  });

  it('never connects to a name that resolves to the metadata address, or to one address refused', async () => {
    const before = receiver.received.length;
    const metadata: HostResolver = async () => [{ address: '169.254.169.254', family: 4 }];
    expect((await to(metadata, true)).error).toMatch(/^refused/);
    const mixed: HostResolver = async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    expect((await to(mixed, true)).error).toMatch(/^refused/);
    expect(receiver.received).toHaveLength(before);
  });

  it('checks the address it connects to: a name that rebinds after a check still goes nowhere', async () => {
    let lookups = 0;
    // Public when the URL was checked; the loopback receiver when the socket asks.
    const rebinding: HostResolver = async () =>
      lookups++ === 0
        ? [{ address: '93.184.216.34', family: 4 }]
        : [{ address: '127.0.0.1', family: 4 }];
    expect(await checkHost('hooks.test', rebinding, false)).toMatchObject({ ok: true });
    const before = receiver.received.length;
    const result = await to(rebinding, false);
    expect(result.error).toMatch(/^refused/);
    expect(receiver.received).toHaveLength(before);
  });

  it('refuses an address written in the URL the same way', async () => {
    const never: HostResolver = async () => {
      throw new Error('not asked');
    };
    for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', '[::1]'])
      expect((await to(never, false, host)).error).toMatch(/^refused/);
    expect((await to(never, true, '169.254.169.254')).error).toMatch(/^refused/);
    expect(await to(never, true, '127.0.0.1')).toMatchObject({ ok: true });
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const silent = await startReceiver(() => undefined);
    try {
      const result = await attempt(`${silent.url}/in`, {}, body, {
        resolve: async () => [],
        allowLoopback: true,
        timeoutMs: 300,
      });
      expect(result).toMatchObject({ ok: false, status: null, error: 'timed out after 300 ms' });
      expect(result.durationMs).toBeLessThan(3000);
    } finally {
      await silent.close();
    }
  });

  it('sends plain http to loopback only, and https anywhere allowed', async () => {
    const publicName: HostResolver = async () => [{ address: '93.184.216.34', family: 4 }];
    expect((await to(publicName, true)).error).toBe('refused: plain http is sent to loopback only');
    const ftp = await attempt('ftp://127.0.0.1/', {}, body, {
      resolve: publicName,
      allowLoopback: true,
    });
    expect(ftp.error).toBe('refused: https only');
  });
});
