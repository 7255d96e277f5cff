/**
 * The rules of a calendar event (issue 13). The team's owner and active members see the team's
 * events and add them; the event's creator or the team owner edits (moves) or deletes one, others
 * read 403 'Ask for permission.'. Outside the team everything is 404, and a blocked member reads
 * 'You have been blocked from this team.'. Why no SPEC key: an event is the team's diary, not a
 * product, so being in the team is enough to plan in it.
 */
import { messages } from '@atelier/domain';
import type { CalendarEventAction, CalendarEventPolicies } from '@atelier/domain';
import { ALLOWED, HIDDEN, membershipIn, refused } from './standing.ts';
import type { Decision, Standing } from './standing.ts';

export interface CalendarEventRef {
  teamId: string;
  /** Who made it (for `create`, the actor); null once their account is gone. */
  createdBy: string | null;
}

export function decideCalendarEvent(
  standing: Standing,
  action: CalendarEventAction,
  event: CalendarEventRef,
): Decision {
  // A share link opens one product, never its team's calendar.
  if (standing.kind === 'shareLink') return HIDDEN;
  const entry = membershipIn(standing.membership, event.teamId);
  if ('decision' in entry) return entry.decision;
  if (action === 'create' || action === 'view') return ALLOWED;
  const isCreator = event.createdBy === standing.userId;
  return isCreator || entry.membership.isOwner ? ALLOWED : refused(messages.askPermission);
}

/** What the user may do with the event, sent with it so the web app shows only that. */
export function calendarEventPolicies(
  standing: Standing,
  event: CalendarEventRef,
): CalendarEventPolicies {
  return {
    edit: decideCalendarEvent(standing, 'edit', event).allowed,
    delete: decideCalendarEvent(standing, 'delete', event).allowed,
  };
}
