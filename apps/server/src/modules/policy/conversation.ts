/**
 * The rules of messages (issue 14). A team's channel is read and written by its owner and active
 * members; a direct conversation exists only for its two people (anyone else, the team owner
 * included, reads 404 as for an unknown id), and is written to only while both are in the team.
 * A message is edited by its author alone and deleted by its author or the team owner. Outside the
 * team everything is 404, a blocked member reads 'You have been blocked from this team.', and a
 * share link never opens a conversation.
 */
import { messages } from '@atelier/domain';
import type { ConversationAction, ConversationKind, MessageAction } from '@atelier/domain';
import { ALLOWED, HIDDEN, membershipIn, refused } from './standing.ts';
import type { Decision, Standing } from './standing.ts';

export interface ConversationRef {
  teamId: string;
  type: ConversationKind;
  /** The two people of a direct conversation; empty for the channel. */
  memberIds: readonly string[];
  /** For `post` to a direct conversation: whether the other person is still in the team. */
  otherInTeam?: boolean;
}

export interface MessageRef extends ConversationRef {
  authorId: string | null;
}

export function decideConversation(
  standing: Standing,
  action: ConversationAction,
  conversation: ConversationRef,
): Decision {
  if (standing.kind === 'shareLink') return HIDDEN;
  const entry = membershipIn(standing.membership, conversation.teamId);
  if ('decision' in entry) return entry.decision;
  if (conversation.type === 'channel') return ALLOWED;
  if (!conversation.memberIds.includes(standing.userId)) return HIDDEN;
  if (action === 'post' && conversation.otherInTeam === false) {
    return refused(messages.conversationClosed);
  }
  return ALLOWED;
}

export function decideMessage(
  standing: Standing,
  action: MessageAction,
  message: MessageRef,
): Decision {
  const seen = decideConversation(standing, 'read', message);
  if (!seen.allowed || standing.kind !== 'user') return seen;
  if (message.authorId !== null && message.authorId === standing.userId) return ALLOWED;
  if (action === 'delete' && standing.membership?.isOwner) return ALLOWED;
  return refused(messages.askPermission);
}

/** A team's channel as a subject: whoever may read it is in the team. */
export const channelOf = (teamId: string): ConversationRef => ({
  teamId,
  type: 'channel',
  memberIds: [],
});
