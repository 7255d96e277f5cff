// The statement each dashboard card sends, built by the server's own query code and rendered as
// sent — named, so a bare pg pool prepares it once per connection as the server does: the floor
// bench/dashboard.mjs replays.
import { register } from 'tsx/esm/api';

register();
const { drizzle } = await import('drizzle-orm/node-postgres');
const queries = await import('../../apps/server/src/modules/dashboard/queries.ts');

const db = drizzle.mock();
const LIMIT = 8;

const CARDS = {
  activeProducts: (scope) => queries.activeProducts.statement(db, scope, LIMIT),
  trendingFabrics: (scope) => queries.trendingFabrics.statement(db, scope, LIMIT),
  totalUploads: (scope) => queries.uploadTotals.statement(db, scope),
  recentActivity: (scope) => queries.recentActivity.statement(db, scope, LIMIT),
};

/** The statement one card's request sends for `userId` (and `teamId`): `{ name, text, values }`. */
export async function cardStatements(card, userId, teamId) {
  return [CARDS[card]({ userId, ...(teamId ? { teamId } : {}) })];
}

export const CARD_NAMES = Object.keys(CARDS);
