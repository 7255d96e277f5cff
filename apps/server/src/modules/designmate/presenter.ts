/** The only place designmate's answers are shaped. */
import type { DesignmateConversation, DesignmateMessage } from '@atelier/domain';
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
