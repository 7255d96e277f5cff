/**
 * Costing (issue 46 §3): a team's costing currency and the rates it sets (`team_costing`,
 * `team_currency_rates`), and each product's labour, overhead, freight, duty and target cost
 * (`product_costings`). Amounts are exact decimals; a part kept as a percentage says so in its
 * mode.
 */
import type { CostMode, CurrencyCode } from '@atelier/domain';
import { date, index, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { decimalColumn, timestamps } from './columns.ts';
import { products } from './products.ts';
import { teamRef, teams } from './teams.ts';
import { users } from './users.ts';

export const teamCosting = pgTable(
  'team_costing',
  {
    teamId: uuid('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [index('team_costing_updated_by_idx').on(table.updatedBy)],
);
export type TeamCostingRow = typeof teamCosting.$inferSelect;

/** What one unit of `currency` is worth in the team's costing currency, on `rated_on`. */
export const teamCurrencyRates = pgTable(
  'team_currency_rates',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teamCosting.teamId, { onDelete: 'cascade' }),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    rate: numeric('rate', { precision: 20, scale: 8 }).notNull(),
    ratedOn: date('rated_on', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.currency] })],
);
export type TeamCurrencyRateRow = typeof teamCurrencyRates.$inferSelect;

export const productCostings = pgTable(
  'product_costings',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    labourMode: text('labour_mode').$type<CostMode>().notNull(),
    labour: decimalColumn('labour').notNull(),
    overheadMode: text('overhead_mode').$type<CostMode>().notNull(),
    overhead: decimalColumn('overhead').notNull(),
    freightMode: text('freight_mode').$type<CostMode>().notNull(),
    freight: decimalColumn('freight').notNull(),
    dutyMode: text('duty_mode').$type<CostMode>().notNull(),
    duty: decimalColumn('duty').notNull(),
    targetCost: decimalColumn('target_cost'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('product_costings_team_idx').on(table.teamId),
    index('product_costings_updated_by_idx').on(table.updatedBy),
  ],
);
export type ProductCostingRow = typeof productCostings.$inferSelect;
