/**
 * The rate-limit store when Redis is configured (DESIGN §1): counters in Redis, shared by every
 * instance, while Redis answers; this instance's memory while it does not, so signing in keeps
 * working, and stays limited, through an outage (docs/decisions.md, Platform).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { watchRedis } from '../redis.ts';

interface Counter {
  current: number;
  ttl: number;
}

// One round trip: count the hit, start the window's expiry on its first hit, answer what is left.
const HIT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

// The count so far, without counting (failure limits read before they decide to count).
const PEEK = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
return {tonumber(current), redis.call('PTTL', KEYS[1])}`;

/** Windows kept in memory at most; beyond it the oldest goes. */
const MEMORY_KEYS = 10_000;

class MemoryCounters {
  private readonly windows = new Map<string, { current: number; endsAt: number }>();

  hit(key: string, timeWindow: number): Counter {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      const oldest = this.windows.keys().next();
      if (this.windows.size >= MEMORY_KEYS && !oldest.done) this.windows.delete(oldest.value);
      window = { current: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  }

  peek(key: string): Counter {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now) return { current: 0, ttl: 0 };
    return { current: window.current, ttl: window.endsAt - now };
  }
}

/**
 * What the plugin passes to child(): the route's limits and, in `routeInfo`, the route (empty for
 * a limiter made with `createRateLimit`, whose keys say what they count).
 */
interface RouteLimits {
  routeInfo: { method?: string | string[]; url?: string };
}

export function redisStoreWithFallback(
  redis: Redis,
  nameSpace: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  const memory = new MemoryCounters();
  watchRedis(redis, log, 'rate limits');

  class RedisOrMemoryStore implements FastifyRateLimitStore {
    private prefix = nameSpace;

    incr(
      key: string,
      callback: (error: Error | null, result?: Counter) => void,
      timeWindow: number,
    ) {
      const fullKey = this.prefix + key;
      const inMemory = () => callback(null, memory.hit(fullKey, timeWindow));
      if (redis.status !== 'ready') return inMemory();
      redis.eval(HIT, 1, fullKey, timeWindow).then((result) => {
        const [current, ttl] = result as [number, number];
        callback(null, { current, ttl });
      }, inMemory);
    }

    read(key: string, callback: (error: Error | null, result?: Counter) => void) {
      const fullKey = this.prefix + key;
      const inMemory = () => callback(null, memory.peek(fullKey));
      if (redis.status !== 'ready') return inMemory();
      redis.eval(PEEK, 1, fullKey).then((result) => {
        const [current, ttl] = result as [number, number];
        callback(null, { current, ttl });
      }, inMemory);
    }

    /** Each route counts apart, under the keys the plugin's own Redis store uses. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { routeInfo } = routeOptions as unknown as RouteLimits;
      const store = new RedisOrMemoryStore();
      store.prefix = routeInfo.url ? `${nameSpace}${routeInfo.method}${routeInfo.url}-` : nameSpace;
      return store;
    }
  }
  return RedisOrMemoryStore;
}
