// The SQL a globalSearch request sends for its search, built by the server's own code: the query
// string parsed by the route's schema, the service's terms made of it, and the search's statement
// rendered as sent — named, so a bare pg pool prepares it once per connection as the server does.
// bench/search.mjs replays these through a bare pg loop, and checks once against PostgreSQL's log
// that they are byte for byte what the endpoint sent.
import { register } from 'tsx/esm/api';

register();
const { drizzle } = await import('drizzle-orm/node-postgres');
const { ZGlobalSearchQuery } = await import('../../packages/domain/src/search.ts');
const { searchTerms } = await import('../../apps/server/src/modules/search/service.ts');
const { searchStatement } = await import('../../apps/server/src/modules/search/queries.ts');

const db = drizzle.mock();

/** The statements `GET globalSearch?<query>` sends for `userId`, as `{ name, text, values }`. */
export async function searchStatements(userId, query) {
  const { terms } = searchTerms(userId, ZGlobalSearchQuery.parse(query));
  return [searchStatement(db, terms)];
}
