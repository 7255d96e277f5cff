// The organisation bench/scale.mjs loads, written straight into a migrated PostgreSQL with
// set-based SQL: `teams` teams, each with its owner and `products` products; `members` members
// spread over them, with the rights to read, comment and like; and a session token, issued by the
// app's own token code, for the `active` members who send the load.
import { register } from 'tsx/esm/api';

register();
const { sql } = await import('drizzle-orm');
const { openDatabase } = await import('../../apps/server/src/db/client.ts');
const { createTokens } = await import('../../apps/server/src/platform/auth/tokens.ts');

const RIGHTS = '["canViewProducts","canViewComments","canAddComment","canLikeProduct"]';

/**
 * Resolves with the seconds it took and, per active member (`people`) and per owner (`owners`),
 * `{ userId, token, productIds }`.
 */
export async function seedOrganisation({
  databaseUrl,
  jwtSecret,
  teams,
  members,
  products,
  active,
}) {
  const database = await openDatabase({ databaseUrl });
  try {
    await database.migrate();
    const { db } = database;
    const run = (text) => db.execute(sql.raw(text));
    const started = performance.now();
    await run(`insert into users (email, first_name, last_name, status)
      select 'owner' || n || '@scale.test', 'Owner', 'No ' || n, 'active'
      from generate_series(1, ${teams}) n`);
    await run(`insert into teams (name, description, created_by)
      select 'Studio ' || lpad(n::text, 4, '0'), 'Womenswear', u.id
      from generate_series(1, ${teams}) n join users u on u.email = 'owner' || n || '@scale.test'`);
    await run(`insert into users (email, first_name, last_name, status)
      select 'member' || n || '@scale.test', 'Member', 'No ' || n, 'active'
      from generate_series(1, ${members}) n`);
    // Member n is in team 1 + n % teams.
    await run(`insert into team_members (team_id, user_id, permission_arr, status)
      select t.id, u.id, '${RIGHTS}', 'active'
      from generate_series(1, ${members}) n
        join teams t on t.name = 'Studio ' || lpad((1 + n % ${teams})::text, 4, '0')
        join users u on u.email = 'member' || n || '@scale.test'`);
    await run(`insert into products (team_id, name, created_by, updated_by)
      select t.id, 'Linen shirt ' || p, t.created_by, t.created_by
      from teams t cross join generate_series(1, ${products}) p`);
    await run('analyze');
    const seconds = (performance.now() - started) / 1000;

    const tokens = createTokens(jwtSecret, db);
    const withSessions = async (rows) => {
      const sessions = [];
      for (const row of rows) {
        const token = await tokens.issue(db, row.id);
        sessions.push({ userId: row.id, token, productIds: row.product_ids });
      }
      return sessions;
    };
    // The active members: spread over the teams, each with a session and their team's products.
    const people = await withSessions(
      (
        await db.execute(sql`
          select u.id, array_agg(p.id order by p.name) as product_ids
          from users u join team_members m on m.user_id = u.id
            join products p on p.team_id = m.team_id
          where u.email like 'member%@scale.test'
            and substring(u.email from 7 for position('@' in u.email) - 7)::int <= ${active}
          group by u.id`)
      ).rows,
    );
    // Every owner, who hears of the comments on their products and uploads images to them.
    const owners = await withSessions(
      (
        await db.execute(sql`
          select t.created_by as id, array_agg(p.id order by p.name) as product_ids
          from teams t join products p on p.team_id = t.id
          group by t.created_by`)
      ).rows,
    );
    return { seconds, people, owners };
  } finally {
    await database.close();
  }
}

/**
 * One Self Reminder per owner, due one after the other from `from` over `seconds`, each with its
 * firing job, as the reminders API schedules it (bench/reminders.mjs).
 */
export async function seedReminders(db, from, seconds) {
  await db.query(
    `insert into reminders (team_id, created_by, type, title, due_at, next_at, time_zone)
     select t.id, t.created_by, 'Self Reminder', 'Scale ' || t.name, d.at, d.at, 'UTC'
     from (select id, created_by, name, row_number() over (order by name) - 1 as i,
             count(*) over () as n from teams) t
       cross join lateral (select $1::timestamptz + t.i * ($2::float / t.n) * interval '1 second'
         as at) d`,
    [from, seconds],
  );
  await db.query(`insert into jobs (kind, payload, dedupe_key, run_at)
    select 'reminders.fire',
      jsonb_build_object('reminderId', id, 'occurrence',
        to_char(next_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      'reminder:' || id || ':' || to_char(next_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      next_at
    from reminders where title like 'Scale %'`);
}
