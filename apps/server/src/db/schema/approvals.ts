import type { ApprovalDecision, ApprovalRule, ApprovalStatus, ProductStage } from '@atelier/domain';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { teamRef } from './teams.ts';
import { users } from './users.ts';

/** A team's gate on one stage: who approves a product's entry, and whether all or one must. */
export const stageGates = pgTable(
  'stage_gates',
  {
    teamId: teamRef(),
    stage: text('stage').$type<ProductStage>().notNull(),
    rule: text('rule').$type<ApprovalRule>().notNull().default('all'),
    approverIds: uuid('approver_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    roleIds: uuid('role_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    dueInDays: integer('due_in_days'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.stage] })],
);

export type StageGateRow = typeof stageGates.$inferSelect;

/**
 * A product's request to enter a gated stage. Its approvers are the gate's people when it was
 * asked (roles read as their members then); at most one request per product waits at a time.
 */
export const productApprovals = pgTable(
  'product_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    stage: text('stage').$type<ProductStage>().notNull(),
    fromStage: text('from_stage').$type<ProductStage>().notNull(),
    rule: text('rule').$type<ApprovalRule>().notNull(),
    approverIds: uuid('approver_ids').array().notNull(),
    status: text('status').$type<ApprovalStatus>().notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('product_approvals_one_pending_idx')
      .on(table.productId)
      .where(sql`${table.status} = 'pending'`),
    index('product_approvals_product_idx').on(table.productId, table.requestedAt),
    index('product_approvals_team_pending_idx')
      .on(table.teamId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type ProductApprovalRow = typeof productApprovals.$inferSelect;

/** One approver's say on a request: approve, or changes with a comment. */
export const approvalDecisions = pgTable(
  'approval_decisions',
  {
    approvalId: uuid('approval_id')
      .notNull()
      .references(() => productApprovals.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decision: text('decision').$type<ApprovalDecision>().notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.approvalId, table.userId] })],
);

export type ApprovalDecisionRow = typeof approvalDecisions.$inferSelect;
