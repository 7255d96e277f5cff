import { useT } from '../../../lib/i18n';
import type { Product } from '@atelier/domain';
import { CommentsPanel } from '../../../components/comments/comments-panel';
import { useProductCommentSource } from '../api/comments';
import { ProductMentions } from './product-mentions';

/**
 * The product's comments as threads: read with canViewComments, written with canAddComment, and
 * a comment may @mention the team's people. A new thread is internal unless shared with suppliers.
 */
export function ProductComments({
  product,
  chooseVisibility,
}: {
  product: Product;
  /** A member chooses whom a new thread is for; a supplier's person's is always shared. */
  chooseVisibility: boolean;
}) {
  const t = useT();
  const { viewComments, comment: canComment } = product.policies;
  const source = useProductCommentSource(product._id, canComment, chooseVisibility);
  if (!viewComments) return null;
  return (
    <ProductMentions productId={product._id}>
      <CommentsPanel source={source} emptyText={t('comments.none')} />
    </ProductMentions>
  );
}
