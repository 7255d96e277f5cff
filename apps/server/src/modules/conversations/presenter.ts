/** The only place message and conversation responses are shaped. */
import type { ChatMessage, ChatPerson, Conversation } from '@atelier/domain';
import type { Storage } from '../../platform/storage/storage.ts';
import { urlOf } from '../../platform/storage/storage.ts';
import { displayName } from '../teams/notices.ts';
import type { ConversationListRow, MessageListRow } from './queries.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function person(
  storage: Storage,
  id: string,
  row: { firstName: string; lastName: string | null; picture: string | null },
): Promise<ChatPerson> {
  return {
    _id: id,
    name: displayName({ firstName: row.firstName, lastName: row.lastName ?? '' }),
    profilePicture: await urlOf(storage, row.picture),
  };
}

export async function presentMessage(storage: Storage, row: MessageListRow): Promise<ChatMessage> {
  const { message } = row;
  const deleted = message.deletedAt !== null;
  return {
    _id: message.id,
    teamId: message.teamId,
    conversationId: message.conversationId,
    author:
      message.authorId !== null && row.authorFirstName !== null
        ? await person(storage, message.authorId, {
            firstName: row.authorFirstName,
            lastName: row.authorLastName,
            picture: row.authorPicture,
          })
        : null,
    text: deleted ? '' : message.text,
    mentions: deleted
      ? []
      : row.mentioned.map((mention) => ({ _id: mention.id, name: displayName(mention) })),
    createdAt: message.createdAt.toISOString(),
    editedAt: iso(message.editedAt),
    deleted,
  };
}

export async function presentConversation(
  storage: Storage,
  row: ConversationListRow,
): Promise<Conversation> {
  const { conversation } = row;
  return {
    _id: conversation.id,
    teamId: conversation.teamId,
    kind: conversation.kind,
    with:
      row.otherId !== null && row.otherFirstName !== null
        ? await person(storage, row.otherId, {
            firstName: row.otherFirstName,
            lastName: row.otherLastName,
            picture: row.otherPicture,
          })
        : null,
    unread: row.unread,
    lastMessageAt: iso(conversation.lastMessageAt),
  };
}
