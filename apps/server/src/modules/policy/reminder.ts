/**
 * The rules of a reminder (issue 13). A Self Reminder exists for its creator alone: anyone else,
 * the team owner included, reads 404 as for an unknown id. A Team Reminder is seen by the team's
 * owner and active members; its creator or the team owner edits (snoozes, marks done) and deletes
 * it, others read 403 'Ask for permission.'; only its creator changes its type, which decides who
 * sees it. Creating either needs only active membership. Outside
 * the team everything is 404, and a blocked member reads 'You have been blocked from this team.'.
 */
import { messages } from '@atelier/domain';
import type { ReminderAction, ReminderPolicies, ReminderType } from '@atelier/domain';
import { ALLOWED, HIDDEN, membershipIn, refused } from './standing.ts';
import type { Decision, Standing } from './standing.ts';

export interface ReminderRef {
  teamId: string;
  type: ReminderType;
  /** Who made it (for `create`, the actor). */
  createdBy: string;
}

export function decideReminder(
  standing: Standing,
  action: ReminderAction,
  reminder: ReminderRef,
): Decision {
  // A share link opens one product, never its team's reminders.
  if (standing.kind === 'shareLink') return HIDDEN;
  const entry = membershipIn(standing.membership, reminder.teamId);
  if ('decision' in entry) return entry.decision;
  const isCreator = reminder.createdBy === standing.userId;
  if (action === 'create') return isCreator ? ALLOWED : HIDDEN;
  if (reminder.type === 'Self Reminder') return isCreator ? ALLOWED : HIDDEN;
  if (action === 'view') return ALLOWED;
  if (action === 'changeType') return isCreator ? ALLOWED : refused(messages.askPermission);
  return isCreator || entry.membership.isOwner ? ALLOWED : refused(messages.askPermission);
}

/** What the user may do with the reminder, sent with it so the web app shows only that. */
export function reminderPolicies(standing: Standing, reminder: ReminderRef): ReminderPolicies {
  return {
    edit: decideReminder(standing, 'edit', reminder).allowed,
    delete: decideReminder(standing, 'delete', reminder).allowed,
  };
}
