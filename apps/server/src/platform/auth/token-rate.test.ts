/** The API tokens' rate limit (issue 49 §1): per token and minute, shared through Redis. */
import { describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { tokenRateLimit } from './token-rate.ts';

describe('tokenRateLimit', () => {
  it('lets a token make its requests of the minute, then refuses until the next minute', () => {
    let now = 120_000;
    const rate = tokenRateLimit(3, { now: () => now });
    expect([1, 2, 3, 4].map(() => rate.take('a'))).toEqual([true, true, true, false]);
    // Another token counts on its own.
    expect(rate.take('b')).toBe(true);
    now += 59_999;
    expect(rate.take('a')).toBe(false);
    now += 1;
    expect(rate.take('a')).toBe(true);
  });

  it('adds what it took to the shared count and holds the others’ share against the limit', async () => {
    const counts = new Map<string, number>();
    // The other instances took 8 of this token's 10 already.
    counts.set('atelier-token-rate:t:2', 8);
    const redis = {
      status: 'ready',
      multi() {
        let key = '';
        let by = 0;
        const chain = {
          incrby(name: string, value: number) {
            key = name;
            by = value;
            return chain;
          },
          pexpire: () => chain,
          exec: async () => {
            counts.set(key, (counts.get(key) ?? 0) + by);
            return [
              [null, counts.get(key)],
              [null, 1],
            ];
          },
        };
        return chain;
      },
    } as unknown as Redis;
    const rate = tokenRateLimit(10, { redis, now: () => 150_000 });
    expect(rate.take('t')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(counts.get('atelier-token-rate:t:2')).toBe(9);
    expect(rate.take('t')).toBe(true);
    expect(rate.take('t')).toBe(false);
    rate.close();
  });
});
