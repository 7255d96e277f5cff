// What bench/dashboard.mjs adds to the search benchmark's rows (bench/search/seed.mjs), set-based
// SQL in one pass each: the products' stages, creation over the last 90 days, last change and who
// made it, deadlines around today; 20 fabrics a team, 1–3 linked to each product; three stored
// images a product (media_files and their product_items) over the same 90 days; a like a product
// and a share link every tenth. Then ANALYZE.
import pg from 'pg';

/** A stable number 0…n-1 from a row's id and a salt: spreads values without random(). */
const spread = (column, salt, n) => `(abs(hashtext(${column}::text || '${salt}')) % ${n})`;

export async function seedDashboard(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = performance.now();
  try {
    await db.query(`update products set
        stage = (array['idea','design','sampling','approved','production'])[1 + ${spread('id', 's', 5)}],
        created_at = now() - ${spread('id', 'c', 90 * 24)} * interval '1 hour',
        deadline = (now() - interval '30 days' + ${spread('id', 'd', 90)} * interval '1 day')::date,
        updated_by = created_by`);
    await db.query(`update products set
        updated_at = least(now(), created_at + ${spread('id', 'u', 10)} * interval '1 day')`);
    await db.query(`insert into fabrics (team_id, name, created_by)
      select t.id, 'Fabric ' || lpad(n::text, 2, '0'), t.created_by
      from teams t cross join generate_series(1, 20) n`);
    await db.query(`insert into product_fabrics (product_id, fabric_id, position)
      select p.id, f.id, k
      from products p cross join generate_series(0, 2) k
        join (select id, team_id, row_number() over (partition by team_id order by id) as n
              from fabrics) f
          on f.team_id = p.team_id and f.n = 1 + (${spread('p.id', 'f', 20)} + k * 7) % 20
      where k <= ${spread('p.id', 'k', 3)}
      on conflict do nothing`);
    await db.query(`insert into media_files (path, content_type, bytes, status, team_id, owner_id,
        created_at)
      select 'bench/' || p.id || '/' || k || '.png', 'image/png', 50000 + k * 1000, 'ready',
        p.team_id, p.created_by, p.created_at + k * interval '1 hour'
      from products p cross join generate_series(1, 3) k`);
    await db.query(`insert into product_items (product_id, kind, name, path, ext, size, created_by,
        created_at)
      select p.id, 'file', 'view-' || k || '.png', 'bench/' || p.id || '/' || k || '.png', 'png',
        50000 + k * 1000, p.created_by, p.created_at + k * interval '1 hour'
      from products p cross join generate_series(1, 3) k`);
    await db.query(`insert into product_likes (product_id, user_id, created_at)
      select p.id, p.created_by, p.created_at + interval '2 hours' from products p
      where p.created_by is not null`);
    await db.query(`insert into share_links (product_id, team_id, access, created_by, created_at)
      select p.id, p.team_id, 'view', p.created_by, p.created_at + interval '3 hours'
      from products p where ${spread('p.id', 'l', 10)} = 0`);
    await db.query('analyze');
    return (performance.now() - started) / 1000;
  } finally {
    await db.end();
  }
}
