import type { Product } from '@atelier/domain';
import { CommentsPanel } from '../../../components/comments/comments-panel';
import { useProductCommentSource } from '../api/comments';
import { ProductMentions } from './product-mentions';

/**
 * The product's comments as threads: read with canViewComments, written with canAddComment, and
 * a comment may @mention the team's people.
 */
export function ProductComments({ product }: { product: Product }) {
  const { viewComments, comment: canComment } = product.policies;
  const source = useProductCommentSource(product._id, canComment);
  if (!viewComments) return null;
  return (
    <ProductMentions productId={product._id}>
      <CommentsPanel source={source} emptyText="No comments yet." />
    </ProductMentions>
  );
}
