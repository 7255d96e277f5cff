/**
 * The API tokens' own rate limit (issue 49 §1): requests per token in one-minute windows. The
 * count is kept in memory and taken without waiting on anything, so a token's request costs what
 * a session's does (the route limiter's store, awaited per request, cost a token read 8% at p95,
 * bench/api-tokens.mjs). With Redis the instances share their counts: each adds what it took to
 * the window's key once a second and learns the others' total from the answer, so together they
 * hold the limit to within a second of traffic. Without Redis, or while it is away, each instance
 * counts alone.
 */
import type { Redis } from 'ioredis';

const WINDOW_MS = 60_000;
const SHARE_EVERY_MS = 1_000;
/** Tokens counted at once; older windows are dropped past it. */
const TOKENS_KEPT = 10_000;

interface Window {
  window: number;
  /** Taken here in this window. */
  local: number;
  /** Taken here and not yet added to the shared count. */
  unsent: number;
  /** What the other instances had taken, as of the last share. */
  others: number;
}

export interface TokenRate {
  /** Takes one request of the token's minute: false once the minute's are used up. */
  take(tokenId: string): boolean;
  /** Stops sharing (the app closes). */
  close(): void;
}

export function tokenRateLimit(
  max: number,
  options: { redis?: Redis | undefined; now?: () => number } = {},
): TokenRate {
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();
  const { redis } = options;

  async function share() {
    if (!redis || redis.status !== 'ready') return;
    for (const [tokenId, counted] of windows) {
      if (counted.unsent === 0) continue;
      const sent = counted.unsent;
      counted.unsent = 0;
      const key = `atelier-token-rate:${tokenId}:${counted.window}`;
      try {
        const [[, total]] = (await redis
          .multi()
          .incrby(key, sent)
          .pexpire(key, WINDOW_MS * 2)
          .exec()) as [[Error | null, number]];
        if (windows.get(tokenId) === counted) counted.others = Math.max(0, total - counted.local);
      } catch {
        // Redis away: this instance goes on counting alone.
      }
    }
  }
  const timer = redis ? setInterval(() => void share(), SHARE_EVERY_MS) : undefined;
  timer?.unref();

  return {
    take(tokenId) {
      const window = Math.floor(now() / WINDOW_MS);
      let counted = windows.get(tokenId);
      if (!counted || counted.window !== window) {
        if (windows.size >= TOKENS_KEPT) windows.clear();
        counted = { window, local: 0, unsent: 0, others: 0 };
        windows.set(tokenId, counted);
      }
      if (counted.local + counted.others >= max) return false;
      counted.local += 1;
      counted.unsent += 1;
      return true;
    },
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
