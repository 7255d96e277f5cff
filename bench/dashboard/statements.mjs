// The SQL each dashboard card sends, built by the server's own query code against an executor that
// renders each statement instead of sending it: the floor bench/dashboard.mjs replays through a
// bare pg pool.
import { register } from 'tsx/esm/api';

register();
const { PgDialect } = await import('drizzle-orm/pg-core');
const queries = await import('../../apps/server/src/modules/dashboard/queries.ts');

const dialect = new PgDialect();
const LIMIT = 8;

const CARDS = {
  activeProducts: (db, scope) => queries.activeProducts(db, scope, LIMIT),
  trendingFabrics: (db, scope) => queries.trendingFabrics(db, scope, LIMIT),
  totalUploads: (db, scope) => queries.uploadTotals(db, scope),
  recentActivity: (db, scope) => queries.recentActivity(db, scope, LIMIT),
};

/** The statements one card's request sends for `userId` (and `teamId`), as `{ text, values }`. */
export async function cardStatements(card, userId, teamId) {
  const statements = [];
  const db = {
    async execute(sql) {
      const { sql: text, params } = dialect.sqlToQuery(sql);
      statements.push({ text, values: params });
      return { rows: [{ card: card === 'totalUploads' ? { weeks: [] } : [] }] };
    },
  };
  await CARDS[card](db, { userId, teamId });
  return statements;
}

export const CARD_NAMES = Object.keys(CARDS);
