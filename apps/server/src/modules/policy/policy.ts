/**
 * The one policy module (DESIGN §6, issue 9): `authorize(actor, action, subject)`. The actor is a
 * signed-in user or a share-link visitor; the subject a team, a product, a comment, a file, a
 * reminder, a calendar event, a task, a conversation or a message, each with its rules in a file
 * of its own (team.ts, product.ts, comment.ts, file.ts, reminder.ts, calendar-event.ts, task.ts,
 * conversation.ts). Nothing is cached, so removing,
 * blocking or re-permissioning a member counts on their very next request.
 * Services call authorize before any write; handlers never re-implement these rules.
 */
import type {
  CalendarEventAction,
  CommentAction,
  ConversationAction,
  FileAction,
  DesignmateAction,
  MessageAction,
  PolicyAction,
  ProductAction,
  ReminderAction,
  SampleAction,
  TaskAction,
  TaskCommentAction,
} from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { TeamRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { decideCalendarEvent } from './calendar-event.ts';
import type { CalendarEventRef } from './calendar-event.ts';
import { decideComment } from './comment.ts';
import type { CommentRef } from './comment.ts';
import { decideConversation, decideMessage } from './conversation.ts';
import type { ConversationRef, MessageRef } from './conversation.ts';
import { decideDesignmate } from './designmate.ts';
import type { DesignmateRef } from './designmate.ts';
import { decideFile } from './file.ts';
import type { FileRef } from './file.ts';
import { decideProduct } from './product.ts';
import type { ProductRef } from './product.ts';
import { findStanding, peopleOfTeams, usersHolding } from './queries.ts';
import { decideReminder } from './reminder.ts';
import { decideSample } from './sample.ts';
import type { SampleRef } from './sample.ts';
import type { ReminderRef } from './reminder.ts';
import { membershipOfRow } from './standing.ts';
import type { Decision, Membership, ShareLinkGrant, Standing } from './standing.ts';
import { decideTask, decideTaskComment } from './task.ts';
import type { TaskCommentRef, TaskRef } from './task.ts';
import { decideTeam } from './team.ts';

/** A signed-in user (any row with an id), or the visitor of a share link. */
export type Actor = { id: string } | { shareLink: ShareLinkGrant };

interface Subjects {
  team: { teamId: string };
  product: ProductRef;
  comment: CommentRef;
  file: FileRef;
  reminder: ReminderRef;
  calendarEvent: CalendarEventRef;
  task: TaskRef;
  taskComment: TaskCommentRef;
  conversation: ConversationRef;
  message: MessageRef;
  designmate: DesignmateRef;
  sample: SampleRef;
}
interface Actions {
  team: PolicyAction;
  product: ProductAction;
  comment: CommentAction;
  file: FileAction;
  reminder: ReminderAction;
  calendarEvent: CalendarEventAction;
  task: TaskAction;
  taskComment: TaskCommentAction;
  conversation: ConversationAction;
  message: MessageAction;
  designmate: DesignmateAction;
  sample: SampleAction;
}
type SubjectKind = keyof Subjects;
type Subject<K extends SubjectKind> = { kind: K } & Subjects[K];

const RULES: {
  [K in SubjectKind]: (standing: Standing, action: Actions[K], subject: Subjects[K]) => Decision;
} = {
  team: decideTeam,
  product: decideProduct,
  comment: decideComment,
  file: decideFile,
  reminder: decideReminder,
  calendarEvent: decideCalendarEvent,
  task: decideTask,
  taskComment: decideTaskComment,
  conversation: decideConversation,
  message: decideMessage,
  designmate: decideDesignmate,
  sample: decideSample,
};

/** Answers one action on one subject for an actor whose standing is known. */
function decide<K extends SubjectKind>(
  standing: Standing,
  action: Actions[K],
  subject: Subject<K>,
): Decision {
  return RULES[subject.kind](standing, action, subject);
}

/** The user's standing in a team, or null when they are neither its owner nor a member. */
export async function loadMembership(
  executor: Executor,
  userId: string,
  teamId: string,
): Promise<Membership<TeamRow> | null> {
  const row = await findStanding(executor, userId, teamId);
  return row ? membershipOfRow(row, userId) : null;
}

async function standingOf(
  executor: Executor,
  actor: Actor,
  teamId: string | null,
): Promise<Standing<TeamRow>> {
  if ('shareLink' in actor) return { kind: 'shareLink', grant: actor.shareLink };
  const membership = teamId ? await loadMembership(executor, actor.id, teamId) : null;
  return { kind: 'user', userId: actor.id, membership };
}

/**
 * Loads the actor's standing in the subject's team and throws unless the action is allowed: 404
 * 'No Record Found.' to anyone outside the team (another team's ids look like unknown ids), 403
 * with the rule's text otherwise. A team subject answers the membership that allowed it.
 */
export async function authorize(
  executor: Executor,
  actor: Actor,
  action: PolicyAction,
  subject: Subject<'team'>,
): Promise<Membership<TeamRow>>;
export async function authorize<K extends Exclude<SubjectKind, 'team'>>(
  executor: Executor,
  actor: Actor,
  action: Actions[K],
  subject: Subject<K>,
): Promise<Standing<TeamRow>>;
export async function authorize<K extends SubjectKind>(
  executor: Executor,
  actor: Actor,
  action: Actions[K],
  subject: Subject<K>,
): Promise<Membership<TeamRow> | Standing<TeamRow>> {
  const standing = await standingOf(executor, actor, subject.teamId);
  const decision = decide(standing, action, subject);
  if (!decision.allowed) {
    throw decision.status === 404 ? notFound(decision.message) : forbidden(decision.message);
  }
  if (subject.kind === 'team' && standing.kind === 'user' && standing.membership) {
    return standing.membership;
  }
  return standing;
}

/**
 * Whether the user may read a list of one team's products (a dashboard card for one team): a
 * member as `action` says, and a supplier's person, whose lists hold their supplier's products
 * only (`isVisibleProduct`). Throws as `authorize` does otherwise.
 */
export async function authorizeProductList(
  executor: Executor,
  user: { id: string },
  action: PolicyAction,
  teamId: string,
) {
  const membership = await loadMembership(executor, user.id, teamId);
  if (membership?.supplier && membership.status === 'active') return;
  await authorize(executor, user, action, { kind: 'team', teamId });
}

/**
 * The same answer for a standing the caller already read with its row (a list or card query
 * carries the membership columns), so a read needs no second query: throws 404 or 403 unless
 * the action is allowed.
 */
export function authorizeStanding<K extends Exclude<SubjectKind, 'team'>>(
  standing: Standing,
  action: Actions[K],
  subject: Subject<K>,
): void {
  const decision = decide(standing, action, subject);
  if (!decision.allowed) {
    throw decision.status === 404 ? notFound(decision.message) : forbidden(decision.message);
  }
}

/**
 * Who hears each reminder when it is due, by its id: its creator for a Self Reminder, the team's
 * owner and active members for a Team Reminder; nobody who can no longer see into the team. One
 * query for a whole batch of reminders.
 */
export async function reminderAudiences(
  executor: Executor,
  reminders: readonly (ReminderRef & { id: string })[],
): Promise<Map<string, string[]>> {
  const teamIds = [...new Set(reminders.map((reminder) => reminder.teamId))];
  const people = new Map<string, Set<string>>();
  for (const { teamId, userId } of await peopleOfTeams(executor, teamIds)) {
    people.set(teamId, (people.get(teamId) ?? new Set()).add(userId));
  }
  return new Map(
    reminders.map((reminder) => {
      const everyone = people.get(reminder.teamId) ?? new Set<string>();
      if (reminder.type === 'Team Reminder') return [reminder.id, [...everyone]];
      return [reminder.id, everyone.has(reminder.createdBy) ? [reminder.createdBy] : []];
    }),
  );
}

/** Who hears of a team's new announcement: its owner and its active members. */
export async function announcementAudience(executor: Executor, teamId: string): Promise<string[]> {
  return usersHolding(executor, teamId, []);
}

/**
 * The people a team's calendar events may be for: its owner and its active members (those who
 * see the events). An attendee must be one of them, and an event without attendees tells them all.
 */
export async function calendarEventAudience(executor: Executor, teamId: string): Promise<string[]> {
  return usersHolding(executor, teamId, []);
}

/**
 * Who reads a conversation now: the team's owner and active members for its channel, or those of
 * a direct conversation's two people who are still in the team. Of `among` only, when given.
 */
export async function conversationAudience(
  executor: Executor,
  conversation: Pick<ConversationRef, 'teamId' | 'type' | 'memberIds'>,
  among?: readonly string[],
): Promise<string[]> {
  if (among?.length === 0) return [];
  const everyone = new Set(await usersHolding(executor, conversation.teamId, []));
  const candidates = conversation.type === 'channel' ? [...everyone] : conversation.memberIds;
  const readers = candidates.filter((id) => everyone.has(id));
  return among ? [...new Set(among)].filter((id) => readers.includes(id)) : readers;
}
