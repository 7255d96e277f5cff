/**
 * Who may do what with a comment on a product, as data. Seeing it is seeing the product's comments;
 * replying is commenting on the product; its author edits it; its author or whoever may delete the
 * product deletes it. comment-matrix.test.ts is generated from it (no comment routes yet).
 */
import type { CommentAction } from '@atelier/domain';
import { ACTOR_KINDS, ASK, BLOCKED, HIDDEN, NO_VIEW, OK } from './matrix.ts';
import type { MatrixRow } from './matrix.ts';

/** The matrix kinds, and the comment's author: a member holding only what seeing it needs. */
export const COMMENT_ACTOR_KINDS = [...ACTOR_KINDS, 'author'] as const;
export type CommentActorKind = (typeof COMMENT_ACTOR_KINDS)[number];
export const AUTHOR_KEYS = ['canViewProducts', 'canViewComments'] as const;

const SEEING = { canViewProducts: NO_VIEW, canViewComments: ASK };
/** The comment is internal, as every comment is unless shared: no supplier sees it (issue 47). */
const outside = {
  memberWithoutKeys: NO_VIEW,
  blockedMember: BLOCKED,
  nonMember: HIDDEN,
  shareLinkOtherProduct: HIDDEN,
  supplier: HIDDEN,
  supplierOtherProduct: HIDDEN,
};

export const COMMENT_MATRIX: readonly MatrixRow<CommentAction, CommentActorKind>[] = [
  {
    action: 'view',
    keys: SEEING,
    expect: {
      owner: OK,
      memberWithKeys: OK,
      author: OK,
      shareLinkView: OK,
      shareLinkComment: OK,
      ...outside,
    },
  },
  {
    action: 'reply',
    keys: { ...SEEING, canAddComment: ASK },
    expect: {
      owner: OK,
      memberWithKeys: OK,
      author: ASK,
      shareLinkView: ASK,
      shareLinkComment: OK,
      ...outside,
    },
  },
  {
    action: 'edit',
    keys: SEEING,
    expect: {
      owner: ASK,
      memberWithKeys: ASK,
      author: OK,
      shareLinkView: ASK,
      shareLinkComment: ASK,
      ...outside,
    },
  },
  {
    action: 'delete',
    keys: { ...SEEING, canDeleteProduct: ASK },
    expect: {
      owner: OK,
      memberWithKeys: OK,
      author: OK,
      shareLinkView: ASK,
      shareLinkComment: ASK,
      ...outside,
    },
  },
];
