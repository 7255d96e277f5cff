/** Drizzle queries of a product's timeline: newest first, by kind, a page at a time or whole. */
import { and, count, desc, eq, lt, ne } from 'drizzle-orm';
import type { TimelineKind } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { productEvents, products, users } from '../../db/schema/index.ts';

/** Which entries: one kind or all, and without the comments' for who may not read them. */
export interface TimelineFilter {
  kind?: TimelineKind | undefined;
  withoutComments: boolean;
}

const chosen = (productId: string, filter: TimelineFilter) =>
  and(
    eq(productEvents.productId, productId),
    filter.kind ? eq(productEvents.kind, filter.kind) : undefined,
    filter.withoutComments ? ne(productEvents.kind, 'comment') : undefined,
  );

export function timelineOf(
  executor: Executor,
  productId: string,
  options: TimelineFilter & { limit: number; offset: number },
) {
  return executor
    .select({ event: productEvents, firstName: users.firstName, lastName: users.lastName })
    .from(productEvents)
    .leftJoin(users, eq(users.id, productEvents.actorId))
    .where(chosen(productId, options))
    .orderBy(desc(productEvents.seq))
    .limit(options.limit)
    .offset(options.offset);
}

export type TimelineRow = Awaited<ReturnType<typeof timelineOf>>[number];

/** The next `limit` entries, newest first, older than the entry `beforeSeq` (from the newest). */
export function timelineAfter(
  executor: Executor,
  productId: string,
  options: TimelineFilter & { beforeSeq: number | null; limit: number },
): Promise<TimelineRow[]> {
  return executor
    .select({ event: productEvents, firstName: users.firstName, lastName: users.lastName })
    .from(productEvents)
    .leftJoin(users, eq(users.id, productEvents.actorId))
    .where(
      and(
        chosen(productId, options),
        options.beforeSeq === null ? undefined : lt(productEvents.seq, options.beforeSeq),
      ),
    )
    .orderBy(desc(productEvents.seq))
    .limit(options.limit);
}

export async function countTimeline(executor: Executor, productId: string, filter: TimelineFilter) {
  const [row] = await executor
    .select({ total: count() })
    .from(productEvents)
    .where(chosen(productId, filter));
  return row?.total ?? 0;
}

/** The product's newest entry (by order of writing), or null. */
export async function latestEvent(executor: Executor, productId: string) {
  const [row] = await executor
    .select()
    .from(productEvents)
    .where(eq(productEvents.productId, productId))
    .orderBy(desc(productEvents.seq))
    .limit(1);
  return row ?? null;
}

export async function rewordEvent(executor: Executor, id: string, subject: string) {
  await executor.update(productEvents).set({ subject }).where(eq(productEvents.id, id));
}

export async function insertEvents(
  executor: Executor,
  values: (typeof productEvents.$inferInsert)[],
) {
  await executor.insert(productEvents).values(values);
}

/** The product a timeline is asked of: what the policy and the export's file name need. */
export async function findProductRef(executor: Executor, id: string) {
  const [row] = await executor
    .select({ id: products.id, teamId: products.teamId, name: products.name })
    .from(products)
    .where(eq(products.id, id));
  return row;
}
