// Baseline for one request of Atelier: bare Fastify and `pg` running, one after another, the very
// statements (text and parameters) that the real request sent to PostgreSQL, as recorded from the
// server's log by bench/wall.mjs. No session code, policy, ORM or response schema: what is left
// is the SQL's own cost. A statement the server prepared under a name is prepared here too (once per
// connection, as `pg` does for a named query). Answers the last statement's first row in the JSON
// envelope.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const statements = JSON.parse(readFileSync(process.env.STATEMENTS, 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const app = Fastify({ logger: false });
app.get('/request', async () => {
  let rows = [];
  for (const statement of statements) rows = (await pool.query(statement)).rows;
  return { responseCode: 200, responseMessage: 'OK', data: rows[0] ?? null };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
