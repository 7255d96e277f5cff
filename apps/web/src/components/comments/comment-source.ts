import type { ApiEnvelope, CommentVisibility, ProductComment } from '@atelier/domain';
import type { QueryKey } from '@tanstack/react-query';
import type { PinPoint } from '../image-marks/image-point';

/** A new comment: a thread of its own, or a reply (`parentId`); a new thread may carry a pin. */
export interface CommentInput {
  text: string;
  parentId?: string | null;
  /** Where on the image, as fractions 0–1 of its width and height (both or neither). */
  x?: number;
  y?: number;
  /** The people the text @mentions. */
  mentions?: string[];
  /** Whom a new thread is for, when the source lets the writer choose; a reply follows its thread. */
  visibility?: CommentVisibility;
}

/**
 * Where a comments panel reads and writes: a member's product or image comments, or a share-link
 * visitor's. A write it leaves out is hidden from the panel; the comment's own `policies` decide
 * the rest. Writes answer with the server's envelope, whose text the panel shows as a toast.
 */
export interface CommentSource {
  /** The list's query key: invalidating it (a write, a live event) refetches the panel. */
  key: QueryKey;
  list(): Promise<ProductComment[]>;
  /** For readers without live events (share-link visitors): look again this often. */
  refreshMs?: number;
  /** Null data: kept on this device, to be sent when the network returns (lib/outbox). */
  add?(input: CommentInput): Promise<ApiEnvelope<ProductComment | null>>;
  /** Which of the outbox's waiting comments are this panel's (features/products comment-writes). */
  outboxScope?: string;
  /**
   * The writer chooses whether a new thread is internal or shared with suppliers (a team's
   * member); without it nothing is sent and the server decides (a supplier's person: shared).
   */
  chooseVisibility?: boolean;
  /**
   * Asked before a write: false stops it, the source having said why on its own field (a share-link
   * visitor's name), so no request is sent only to come back as a toast.
   */
  check?(): boolean;
  edit?(id: string, text: string, mentions: string[]): Promise<ApiEnvelope<ProductComment>>;
  remove?(id: string): Promise<ApiEnvelope<{ _id: string }>>;
  resolve?(id: string, resolved: boolean): Promise<ApiEnvelope<ProductComment>>;
}

/** A thread: its first comment, the replies under it, and its pin's number when it has one. */
export interface CommentThread {
  comment: ProductComment;
  replies: ProductComment[];
  pin: number | null;
}

/**
 * The comments, oldest first as the server lists them, as threads. Pinned threads are numbered
 * 1, 2, 3… in thread order, resolved ones included, so a number never changes when resolved
 * threads are shown or hidden (docs/decisions.md, Comments).
 */
export function toThreads(comments: ProductComment[]): CommentThread[] {
  const replies = new Map<string, ProductComment[]>();
  for (const comment of comments) {
    if (!comment.parentId) continue;
    replies.set(comment.parentId, [...(replies.get(comment.parentId) ?? []), comment]);
  }
  let pins = 0;
  return comments
    .filter((comment) => !comment.parentId)
    .map((comment) => ({
      comment,
      replies: replies.get(comment._id) ?? [],
      pin: pinOf(comment) ? ++pins : null,
    }));
}

export function pinOf(comment: Pick<ProductComment, 'x' | 'y'>): PinPoint | null {
  return comment.x === null || comment.y === null ? null : { x: comment.x, y: comment.y };
}
