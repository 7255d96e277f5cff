/**
 * Starts Atelier: config → database (migrated) → app → listen; closes gracefully on signals: first
 * /api/health turns 503 for SHUTDOWN_DRAIN_MS while requests are still served (the balancer takes
 * the instance out), then it stops listening, finishes what is in flight and drops its sockets,
 * whose clients reconnect to another instance.
 * With the argument `migrate` (`npm run migrate`), it migrates the database and ends: a deploy may
 * migrate once before starting its instances (each instance would also migrate, one at a time).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateWhenReachable } from './db/migrate-when-reachable.ts';

async function main() {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    onIdleError: (err) => console.warn(`An idle database connection failed: ${err.message}`),
  });
  await migrateWhenReachable(database, {
    waitMs: 60_000,
    onWait: (why) =>
      console.warn(`The database cannot be reached yet (${why}): trying again in 1 s.`),
  });
  if (process.argv.slice(2).includes('migrate')) {
    process.stdout.write(`Atelier's database is migrated (${database.kind}).\n`);
    await database.close();
    return;
  }
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  const app = await buildApp({ config, database, redis });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    const drainMs = config.shutdownDrainMs;
    app.log.info({ signal, drainMs }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), drainMs + 10_000);
    timer.unref();
    app.ctx.lifecycle.draining = true;
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    await app.close();
    // Not quit(): it would wait, and then fail, if Redis is down.
    redis?.disconnect();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Atelier is ready at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Atelier failed to start:', err);
  }
  process.exit(1);
});
