/** What every Redis client of the app needs, whatever it is for. */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Logs once when the client loses Redis and once when it is back, instead of an 'error' per
 * reconnect attempt. Listening also keeps ioredis from printing each 'error' as unhandled.
 * `onBack` runs each time the client is ready again after an outage.
 */
export function watchRedis(
  client: Redis,
  log: FastifyBaseLogger,
  use: string,
  onBack?: () => void,
) {
  // The connection dropping is the outage, whether or not a reconnect attempt fails after it: a
  // Redis back within one retry never emits 'error', and its sockets still missed what it lost.
  let down = false;
  let logged = false;
  client.on('close', () => {
    down = true;
  });
  client.on('error', (err: Error) => {
    down = true;
    if (logged) return;
    logged = true;
    log.warn({ use, reason: err.message }, 'Redis unavailable');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    if (logged) log.info({ use }, 'Redis available again');
    logged = false;
    onBack?.();
  });
}
