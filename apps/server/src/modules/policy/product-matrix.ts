/**
 * Who may do what with a product (SPEC §6, DESIGN §6), as data. Members need canViewProducts, then
 * the action's key; a share link opens its one product to view (and its comments), and to comment
 * when it is can-comment-and-view; a supplier's person opens the products of their supplier and
 * their shared threads (issue 47), and nothing else. product-matrix.test.ts is generated from it; products have no
 * routes yet, so it asks the policy directly.
 */
import type { ProductAction } from '@atelier/domain';
import { ASK, NO_COSTS, NO_LIKE, NO_VIEW, OK, withLinks } from './matrix.ts';
import type { MatrixRow } from './matrix.ts';

export const PRODUCT_MATRIX: readonly MatrixRow<ProductAction>[] = [
  { action: 'open', keys: { canViewProducts: NO_VIEW }, expect: withLinks(OK, OK, OK) },
  { action: 'view', keys: { canViewProducts: NO_VIEW }, expect: withLinks(OK, OK) },
  {
    action: 'viewComments',
    keys: { canViewProducts: NO_VIEW, canViewComments: ASK },
    expect: withLinks(OK, OK, OK),
  },
  {
    action: 'comment',
    keys: { canViewProducts: NO_VIEW, canAddComment: ASK },
    expect: withLinks(ASK, OK, OK),
  },
  {
    action: 'like',
    keys: { canViewProducts: NO_VIEW, canLikeProduct: NO_LIKE },
    expect: withLinks(NO_LIKE, NO_LIKE),
  },
  {
    action: 'edit',
    keys: { canViewProducts: NO_VIEW, canEditProduct: ASK },
    expect: withLinks(ASK, ASK),
  },
  {
    action: 'delete',
    keys: { canViewProducts: NO_VIEW, canDeleteProduct: ASK },
    expect: withLinks(ASK, ASK),
  },
  {
    action: 'share',
    keys: { canViewProducts: NO_VIEW, canShareProduct: ASK },
    expect: withLinks(ASK, ASK),
  },
  {
    action: 'duplicate',
    keys: { canViewProducts: NO_VIEW, canDuplicateProduct: ASK, canAddProduct: ASK },
    expect: withLinks(ASK, ASK),
  },
  {
    action: 'viewCosts',
    keys: { canViewProducts: NO_VIEW, canEditProduct: NO_COSTS },
    expect: withLinks(NO_COSTS, NO_COSTS),
  },
];
