/**
 * Live messages (DESIGN §4): sent as soon as the message is committed, to the conversation's
 * readers only: the team's room for its channel (which a removed or blocked member leaves at once),
 * and the two people of a direct conversation while they are in the team. A copy missed (a
 * dropped socket, a crash right after commit) is read from the history when the page reconnects.
 */
import type { ChatMessage, MessageChange, ServerEvent, TypingSignal } from '@atelier/domain';
import type { ServerToClientEvents } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import type { ConversationRef } from '../policy/conversation.ts';
import { conversationAudience } from '../policy/policy.ts';

async function toReaders<E extends ServerEvent>(
  ctx: AppContext,
  conversation: ConversationRef,
  event: E,
  ...args: Parameters<ServerToClientEvents[E]>
) {
  if (conversation.type === 'channel') {
    ctx.realtime.toTeam(conversation.teamId, event, ...args);
    return;
  }
  const readers = await conversationAudience(ctx.db, conversation);
  ctx.realtime.toUsers(readers, event, ...args);
}

/**
 * Sending must not fail the request that stored the message: the history has it. Only finding a
 * direct conversation's readers can fail (the database gone), and the page refetches on reconnect.
 */
function quietly(sent: Promise<void>): Promise<void> {
  return sent.catch(() => undefined);
}

/**
 * Resolves once the message is handed to the sockets, so the answer to its sender never
 * overtakes it (a direct conversation's readers are looked up first).
 */
export function sendMessage(ctx: AppContext, conversation: ConversationRef, message: ChatMessage) {
  return quietly(toReaders(ctx, conversation, 'message', message));
}

export function sendMessageChange(
  ctx: AppContext,
  conversation: ConversationRef,
  change: MessageChange,
) {
  return quietly(toReaders(ctx, conversation, 'messageChanged', change));
}

export function sendTyping(ctx: AppContext, conversation: ConversationRef, signal: TypingSignal) {
  void quietly(toReaders(ctx, conversation, 'typing', signal));
}
