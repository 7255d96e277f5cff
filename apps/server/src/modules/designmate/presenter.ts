/** The only place designmate's answers are shaped. */
import { messages, type DesignmateConversation, type DesignmateMessage } from '@atelier/domain';
import type { DesignmateConversationRow, DesignmateMessageRow } from '../../db/schema/index.ts';

export function presentConversation(row: DesignmateConversationRow): DesignmateConversation {
  return {
    _id: row.id,
    teamId: row.teamId,
    title: row.title,
    productId: row.productId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * An answer whose sources the reader may no longer see: kept, but shown as hidden, without its
 * words, result or links (they may return if the permission does).
 */
export function presentHiddenMessage(row: DesignmateMessageRow): DesignmateMessage {
  return {
    _id: row.id,
    role: row.role,
    text: messages.designmateAnswerHidden,
    skill: row.skill,
    productId: null,
    fileIds: [],
    sources: [],
    createdAt: row.createdAt.toISOString(),
  };
}

/** A message with its skill's result (a palette, a change list, …) beside its text. */
export function presentMessage(row: DesignmateMessageRow): DesignmateMessage {
  return {
    ...row.result,
    _id: row.id,
    role: row.role,
    text: row.text,
    skill: row.skill,
    productId: row.productId,
    fileIds: row.fileIds,
    sources: row.sources,
    createdAt: row.createdAt.toISOString(),
  };
}
