import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TaskPriority, TaskStatus } from '@atelier/domain';
import { timestamps } from './columns.ts';
import { products } from './products.ts';
import { teamRef } from './teams.ts';
import { userRef, users } from './users.ts';

/**
 * A task (issue 13) of one team: who does it (task_assignees), by when, how far it is. Its creator
 * may be gone (an account deleted): the team's work stays, edited by the team owner.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<TaskStatus>().notNull().default('todo'),
    priority: text('priority').$type<TaskPriority>().notNull().default('medium'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** When it last moved to Done (null while it is not done). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    // The board and the list: a team's tasks of one status by due time.
    index('tasks_team_status_due_idx').on(table.teamId, table.status, table.dueAt),
    // A calendar's range: a team's tasks by due time.
    index('tasks_team_due_idx').on(table.teamId, table.dueAt),
    index('tasks_created_by_idx').on(table.createdBy),
    index('tasks_product_idx').on(table.productId),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;

/** Who a task is assigned to; the user's own tasks across teams are read by user_id. */
export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: userRef(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.userId] }),
    index('task_assignees_user_idx').on(table.userId, table.taskId),
  ],
);

/** What people say about a task, oldest first; an author gone leaves their words. */
export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('task_comments_task_created_idx').on(table.taskId, table.createdAt),
    index('task_comments_author_idx').on(table.authorId),
  ],
);

export type TaskCommentRow = typeof taskComments.$inferSelect;
