// Baseline for the colour page: bare Fastify and `pg` running the same two statements the real
// route runs for a full 50-row page (the page, then the team's count), with no session, policy,
// ORM mapping or response schema. The real page is measured against it.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const PAGE = `
  select c.*, exists (select 1 from colour_favorites f
                      where f.user_id = $1 and f.colour_id = c.id) as is_favorite,
         t.id as team_id, t.name as team_name, t.created_by, m.status, m.permission_arr
  from colours c
  join teams t on t.id = c.team_id
  left join team_members m on m.team_id = c.team_id and m.user_id = $1
  where (t.created_by = $1 or m.status = 'active') and c.team_id = $2
  order by c.created_at desc, c.id desc
  limit $3 offset $4`;
const COUNT = 'select count(*)::int as total from colours where team_id = $1';

const app = Fastify({ logger: false });
app.get('/colours', async (request) => {
  const { userId, teamId, page = '1', limit = '50' } = request.query;
  const offset = (Number(page) - 1) * Number(limit);
  const rows = (await pool.query(PAGE, [userId, teamId, Number(limit), offset])).rows;
  const { total } = (await pool.query(COUNT, [teamId])).rows[0];
  return {
    responseCode: 200,
    responseMessage: 'OK',
    data: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      code: row.code,
      hexCode: row.hex_code,
      isFavorite: row.is_favorite,
      createdAt: row.created_at,
    })),
    pagination: { page: Number(page), limit: Number(limit), total },
  };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
