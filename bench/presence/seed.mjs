// One team of `size` people watching one product, for bench/presence.mjs: the messages bench's
// team (bench/messages/seed.mjs), its members given canViewProducts (what opening a product asks),
// and a product of the team.
import { register } from 'tsx/esm/api';
import { seedTeam } from '../messages/seed.mjs';

register();
const { sql } = await import('drizzle-orm');
const { openDatabase } = await import('../../apps/server/src/db/client.ts');

/** Resolves with the product's id and one `{ userId, token }` per person, the owner first. */
export async function seedProduct(databaseUrl, jwtSecret, size) {
  const { teamId, members } = await seedTeam(databaseUrl, jwtSecret, size);
  const database = await openDatabase({ databaseUrl });
  try {
    const { db } = database;
    await db.execute(sql`update team_members set permission_arr = '["canViewProducts"]'::jsonb
      where team_id = ${teamId}`);
    const { rows } = await db.execute(sql`insert into products (team_id, name, created_by)
      values (${teamId}, 'Watched dress', ${members[0].userId}) returning id`);
    return { productId: rows[0].id, members };
  } finally {
    await database.close();
  }
}
