/** The only place timeline entries are shaped, for the page and for the CSV. */
import { displayName, type TimelineEntry } from '@atelier/domain';
import type { TimelineRow } from './queries.ts';

export function presentEntry({ event, firstName, lastName }: TimelineRow): TimelineEntry {
  const actor =
    firstName !== null && event.actorId
      ? { _id: event.actorId, name: displayName({ firstName, lastName }), guest: false }
      : event.visitorName
        ? { _id: null, name: event.visitorName, guest: true }
        : null;
  return {
    _id: event.id,
    kind: event.kind,
    action: event.action,
    field: event.field,
    before: event.before,
    after: event.after,
    subject: event.subject,
    actor,
    at: event.createdAt.toISOString(),
  };
}
