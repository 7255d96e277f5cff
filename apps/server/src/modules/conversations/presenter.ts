/** The only place message and conversation responses are shaped. */
import { derivativePaths, hasDerivatives, displayName } from '@atelier/domain';
import type { ChatMessage, ChatPerson, Conversation, MessageAttachment } from '@atelier/domain';
import type { PrivateFiles } from '../../platform/storage/private-files.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { urlOf } from '../../platform/storage/storage.ts';
import type { AttachmentJson, ConversationListRow, MessageListRow } from './queries.ts';

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

/** A file of a message: short-lived signed links, the thumbnail once it is made. */
async function presentAttachment(
  files: PrivateFiles,
  file: AttachmentJson,
): Promise<MessageAttachment> {
  const ready = file.status === 'ready' && hasDerivatives(file.ext);
  const [url, thumbnail] = await Promise.all([
    files.url(file.path),
    ready ? files.url(derivativePaths(file.path).thumbnail) : null,
  ]);
  return { path: file.path, name: file.name, ext: file.ext, size: file.size, url, thumbnail };
}

export async function presentMessage(
  storage: Storage,
  files: PrivateFiles,
  row: MessageListRow,
): Promise<ChatMessage> {
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
    attachments: deleted
      ? []
      : await Promise.all(row.attachments.map((file) => presentAttachment(files, file))),
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
    lastMessageAt: iso(row.lastMessageAt),
  };
}
