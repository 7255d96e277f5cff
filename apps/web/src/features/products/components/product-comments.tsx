import type { Product } from '@atelier/domain';
import { CommentsPanel } from '../../../components/comments/comments-panel';
import { useProductCommentSource } from '../api/comments';

/** The product's comments as threads: read with canViewComments, written with canAddComment. */
export function ProductComments({ product }: { product: Product }) {
  const { viewComments, comment: canComment } = product.policies;
  const source = useProductCommentSource(product._id, canComment);
  if (!viewComments) return null;
  return <CommentsPanel source={source} emptyText="No comments yet." />;
}
