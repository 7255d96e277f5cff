// One Atelier instance for the realtime benchmark: the real app (Socket.IO, auth, Redis adapter
// when REDIS_URL is set) plus one bench-only route, added here, that emits to a user's room.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { buildApp } = await import('../../apps/server/src/app.ts');
const { loadConfig } = await import('../../apps/server/src/config.ts');
const { openDatabase } = await import('../../apps/server/src/db/client.ts');
const { users } = await import('../../apps/server/src/db/schema/index.ts');
const { Redis } = await import('ioredis');

const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
});
await database.migrate();
const redis = config.redisUrl ? new Redis(config.redisUrl) : undefined;
const app = await buildApp({ config, database, redis, logger: false, startJobs: false });

app.post('/bench/emit', async (request) => {
  const { userId } = request.body;
  app.ctx.realtime.toUser(userId, 'bench', { sentAt: performance.timeOrigin + performance.now() });
  return { ok: true };
});
app.post('/bench/user', async () => {
  const [user] = await database.db
    .insert(users)
    .values({
      email: `bench-${Date.now()}-${Math.random()}@atelier.test`,
      firstName: 'Bench',
      status: 'active',
    })
    .returning();
  return { userId: user.id, token: await app.ctx.tokens.issue(database.db, user.id) };
});
await app.listen({ port: config.port, host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await redis?.quit();
  await database.close();
  process.exit(0);
});
