// The SQL a globalSearch request sends for its search, built by the server's own code: the query
// string parsed by the route's schema, then the service's search() run against an executor that
// renders each statement (text and parameters) instead of sending it. bench/search.mjs replays
// these through a bare pg loop, and checks once against PostgreSQL's log that they are byte for
// byte what the endpoint sent.
import { register } from 'tsx/esm/api';

register();
const { PgDialect } = await import('drizzle-orm/pg-core');
const { ZGlobalSearchQuery } = await import('../../packages/domain/src/search.ts');
const { search } = await import('../../apps/server/src/modules/search/service.ts');

const dialect = new PgDialect();

/** The statements `GET globalSearch?<query>` sends for `userId`, as `{ text, values }`. */
export async function searchStatements(userId, query) {
  const statements = [];
  const db = {
    async execute(sql) {
      const { sql: text, params } = dialect.sqlToQuery(sql);
      statements.push({ text, values: params });
      return { rows: [] };
    },
  };
  await search({ db }, { id: userId }, ZGlobalSearchQuery.parse(query));
  return statements;
}
