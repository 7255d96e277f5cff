/**
 * The rules of a product (SPEC §6, DESIGN §5/§6). A member needs canViewProducts for anything,
 * then the key of the action; a supplier's person sees only the products assigned to their
 * supplier, and of those only what the team shares with suppliers. A share-link visitor views its one product and its comments, and
 * comments only with can-comment-and-view; any other product, and its team, is 404 to them.
 */
import { messages } from '@atelier/domain';
import type {
  PermissionKey,
  ProductAction,
  ProductPolicies,
  ShareLinkAccess,
} from '@atelier/domain';
import { ALLOWED, HIDDEN, membershipIn, refused } from './standing.ts';
import type { Decision, Standing } from './standing.ts';

export interface ProductRef {
  id: string;
  teamId: string;
}

/**
 * The keys a member needs for each action, besides canViewProducts. Duplicating makes a product, so
 * it also needs the key to add one: without it, a copy was a way around a missing canAddProduct.
 */
const MEMBER_KEYS: Record<ProductAction, readonly PermissionKey[]> = {
  open: [],
  view: [],
  edit: ['canEditProduct'],
  delete: ['canDeleteProduct'],
  like: ['canLikeProduct'],
  share: ['canShareProduct'],
  duplicate: ['canDuplicateProduct', 'canAddProduct'],
  comment: ['canAddComment'],
  viewComments: ['canViewComments'],
  viewCosts: ['canEditProduct'],
};

/** What each kind of share link lets its visitor do with its product. */
const SHARE_LINK_ACTIONS: Record<ShareLinkAccess, readonly ProductAction[]> = {
  view: ['open', 'view', 'viewComments'],
  'can-comment-and-view': ['open', 'view', 'viewComments', 'comment'],
};

/**
 * What a supplier's person may do with a product assigned to their supplier (issue 47 §1): open
 * it and read and write its shared threads. Every other action, the team's internal work ('view':
 * drafts, the bill of materials, the timeline), is refused; any other product is 404.
 */
const SUPPLIER_ACTIONS: readonly ProductAction[] = ['open', 'viewComments', 'comment'];

/** SPEC §8's texts for a product: viewing and liking have their own, the rest ask for it. */
function refusal(action: ProductAction): Decision {
  if (action === 'view' || action === 'open') return refused(messages.noPermissionView);
  if (action === 'like') return refused(messages.noPermissionLike);
  if (action === 'viewCosts') return refused(messages.noPermissionCosts);
  return refused(messages.askPermission);
}

export function decideProduct(
  standing: Standing,
  action: ProductAction,
  product: ProductRef,
): Decision {
  if (standing.kind === 'shareLink') {
    const { grant } = standing;
    if (grant.productId !== product.id || grant.teamId !== product.teamId) return HIDDEN;
    return SHARE_LINK_ACTIONS[grant.access].includes(action) ? ALLOWED : refusal(action);
  }
  const entry = membershipIn(standing.membership, product.teamId, { suppliers: true });
  if ('decision' in entry) return entry.decision;
  const { permissions, supplier } = entry.membership;
  if (supplier) {
    if (!supplier.productIds.has(product.id)) return HIDDEN;
    return SUPPLIER_ACTIONS.includes(action) ? ALLOWED : refused(messages.supplierCannot);
  }
  if (!permissions.has('canViewProducts')) return refusal('view');
  return MEMBER_KEYS[action].every((key) => permissions.has(key)) ? ALLOWED : refusal(action);
}

/** Every action on the product answered for an actor, sent with it to the web app. */
export function productPolicies(standing: Standing, product: ProductRef): ProductPolicies {
  const allowed = (action: ProductAction) => decideProduct(standing, action, product).allowed;
  return {
    edit: allowed('edit'),
    delete: allowed('delete'),
    like: allowed('like'),
    share: allowed('share'),
    duplicate: allowed('duplicate'),
    comment: allowed('comment'),
    viewComments: allowed('viewComments'),
    viewCosts: allowed('viewCosts'),
  };
}
