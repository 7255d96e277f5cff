/** The only place comment responses are shaped. */
import { displayName } from '@atelier/domain';
import type { Mentionable, ProductComment } from '@atelier/domain';
import type { Storage } from '../../platform/storage/storage.ts';
import { urlOf } from '../../platform/storage/storage.ts';
import { decideComment } from '../policy/comment.ts';
import type { Standing } from '../policy/standing.ts';
import type { CommentListRow, PersonRow } from './queries.ts';

export async function presentComment(
  storage: Storage,
  row: CommentListRow,
  standing: Standing,
  teamId: string,
  /** An AI provider is configured: a signed-in reader may have the text translated. */
  aiConfigured: boolean,
): Promise<ProductComment> {
  const { comment } = row;
  const ref = {
    id: comment.id,
    productId: comment.productId,
    teamId,
    authorId: comment.authorId,
    visibility: comment.visibility,
  };
  const allowed = (action: 'reply' | 'edit' | 'delete') =>
    decideComment(standing, action, ref).allowed;
  const name =
    row.firstName !== null
      ? displayName({ firstName: row.firstName, lastName: row.lastName ?? '' })
      : (comment.visitorName ?? 'Former member');
  return {
    _id: comment.id,
    productId: comment.productId,
    fileId: comment.fileId,
    parentId: comment.parentId,
    text: comment.text,
    x: comment.x,
    y: comment.y,
    version: comment.version,
    visibility: comment.visibility,
    resolved: comment.resolvedAt !== null,
    author: {
      _id: comment.authorId,
      name,
      profilePicture: await urlOf(storage, row.profilePicture),
      guest: comment.authorId === null && comment.visitorName !== null,
    },
    mentions: row.mentioned.map((user) => ({ _id: user.id, name: displayName(user) })),
    createdAt: comment.createdAt.toISOString(),
    editedAt: comment.editedAt?.toISOString() ?? null,
    policies: {
      reply: allowed('reply'),
      edit: allowed('edit'),
      delete: allowed('delete'),
      translate: aiConfigured && standing.kind === 'user',
    },
  };
}

export async function presentMentionable(storage: Storage, row: PersonRow): Promise<Mentionable> {
  return {
    _id: row.id,
    name: displayName(row),
    profilePicture: await urlOf(storage, row.profilePicture),
  };
}
