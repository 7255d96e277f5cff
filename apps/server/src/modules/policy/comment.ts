/**
 * The rules of a comment on a product: whoever may see the product's comments sees it; replying
 * is commenting on the product; its author edits it; its author, or whoever may delete the
 * product, deletes it. A share-link visitor has no account, so never counts as an author. A
 * supplier's person sees only the shared threads of the products their supplier makes.
 */
import { messages } from '@atelier/domain';
import type { CommentAction, CommentVisibility } from '@atelier/domain';
import { decideProduct } from './product.ts';
import { ALLOWED, HIDDEN, refused } from './standing.ts';
import type { Decision, Standing } from './standing.ts';

export interface CommentRef {
  id: string;
  productId: string;
  teamId: string;
  authorId: string | null;
  visibility: CommentVisibility;
}

/** Whether the actor is a supplier's person, who reads shared threads only (issue 47 §2). */
export const isSupplierStanding = (standing: Standing) =>
  standing.kind === 'user' && standing.membership?.supplier != null;

const isAuthor = (standing: Standing, comment: CommentRef) =>
  standing.kind === 'user' && comment.authorId !== null && comment.authorId === standing.userId;

export function decideComment(
  standing: Standing,
  action: CommentAction,
  comment: CommentRef,
): Decision {
  const product = { id: comment.productId, teamId: comment.teamId };
  const seen = decideProduct(standing, 'viewComments', product);
  if (!seen.allowed) return seen;
  if (comment.visibility !== 'shared' && isSupplierStanding(standing)) return HIDDEN;
  switch (action) {
    case 'view':
      return ALLOWED;
    case 'reply':
      return decideProduct(standing, 'comment', product);
    case 'edit':
      return isAuthor(standing, comment) ? ALLOWED : refused(messages.askPermission);
    case 'delete':
      return isAuthor(standing, comment) ? ALLOWED : decideProduct(standing, 'delete', product);
  }
}
