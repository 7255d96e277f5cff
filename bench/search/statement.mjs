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
const { NEAREST_COLOURS, nearestColoursStatement, productsWearingStatement, searchStatement } =
  await import('../../apps/server/src/modules/search/queries.ts');

const db = drizzle.mock();

/** A statement as sent unnamed: `{ text, values }`. */
const rendered = (statement) => {
  const query = db.dialect.sqlToQuery(statement);
  return { text: query.sql, values: query.params };
};

/**
 * The statements `GET globalSearch?<query>` sends for `userId`, as `{ name, text, values }`. A hex
 * code sends two: its nearest colours, then the page of products wearing them — here as when the
 * colours fill the first pages (a library with 20 near colours), which the bench's libraries do.
 */
export async function searchStatements(userId, query) {
  const { terms, hex } = searchTerms(userId, ZGlobalSearchQuery.parse(query));
  if (!hex) return [searchStatement(db, terms)];
  const offset = Math.max(0, terms.offset - NEAREST_COLOURS);
  const shown = Math.max(0, Math.min(terms.limit, NEAREST_COLOURS - terms.offset));
  return [
    rendered(nearestColoursStatement(terms, hex)),
    rendered(productsWearingStatement(terms, hex, { offset, limit: terms.limit - shown })),
  ];
}
