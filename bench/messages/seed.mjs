// One team of `size` people for bench/messages.mjs, written straight into the bench's private
// database (the schema migrated first): an owner and size − 1 active members, each with a session
// token issued by the app's own token code, signed with the instances' JWT_SECRET.
import { register } from 'tsx/esm/api';

register();
const { sql } = await import('drizzle-orm');
const { openDatabase } = await import('../../apps/server/src/db/client.ts');
const { createTokens } = await import('../../apps/server/src/platform/auth/tokens.ts');

/** Resolves with the team's id and one `{ userId, token }` per person, the owner first. */
export async function seedTeam(databaseUrl, jwtSecret, size) {
  const database = await openDatabase({ databaseUrl });
  try {
    await database.migrate();
    const { db } = database;
    const { rows: people } = await db.execute(sql`
      insert into users (email, first_name, status)
      select 'member' || n || '@bench.test', 'Member ' || n, 'active'
      from generate_series(1, ${size}::int) n
      returning id`);
    const ids = people.map((row) => row.id);
    const { rows: teams } = await db.execute(
      sql`insert into teams (name, created_by) values ('Bench', ${ids[0]}) returning id`,
    );
    const teamId = teams[0].id;
    await db.execute(sql`insert into team_members (team_id, user_id)
      select ${teamId}, id from users where id <> ${ids[0]}`);
    const tokens = createTokens(jwtSecret, db);
    const members = [];
    for (const userId of ids) members.push({ userId, token: await tokens.issue(db, userId) });
    return { teamId, members };
  } finally {
    await database.close();
  }
}
