/**
 * Writes a product's timeline (issue 36). Each service that changes a product calls `onTimeline`
 * inside the transaction of its change, so an entry exists exactly when its change does.
 */
import type { TimelineKind } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { productEvents } from '../../db/schema/index.ts';

/** Who made a change: a member, or a share link's visitor by the name they gave. */
export type TimelineActor = { userId: string } | { visitorName: string };

export interface TimelineEntryInput {
  productId: string;
  kind: TimelineKind;
  action: string;
  actor: TimelineActor;
  field?: string;
  before?: string | null;
  after?: string | null;
  subject?: string | null;
}

/** How long a comment's words are quoted on the timeline. */
export const QUOTED = 120;

export async function onTimeline(tx: Executor, ...entries: TimelineEntryInput[]) {
  if (entries.length === 0) return;
  await tx.insert(productEvents).values(
    entries.map((entry) => ({
      productId: entry.productId,
      kind: entry.kind,
      action: entry.action,
      field: entry.field ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      subject: entry.subject ?? null,
      actorId: 'userId' in entry.actor ? entry.actor.userId : null,
      visitorName: 'visitorName' in entry.actor ? entry.actor.visitorName : null,
    })),
  );
}
