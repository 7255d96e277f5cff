/**
 * Who may see and remove an uploaded file (DESIGN §5), as data: a product's file follows the
 * product, a team's other files (swatches) its library, a person's own pictures stay public but
 * only their owner removes them. file-matrix.test.ts is generated from it (no file routes yet).
 */
import type { FileAction } from '@atelier/domain';
import { ACTOR_KINDS, ASK, BLOCKED, HIDDEN, NO_VIEW, OK, OUTSIDE, withLinks } from './matrix.ts';
import type { MatrixRow } from './matrix.ts';

/** The matrix kinds, and the file's uploader: a member of the team holding no keys. */
export const FILE_ACTOR_KINDS = [...ACTOR_KINDS, 'uploader'] as const;
export type FileActorKind = (typeof FILE_ACTOR_KINDS)[number];

/** Whose file it is: a product's, the team's (no product), or a person's (no team). */
export type FileOwner = 'product' | 'team' | 'personal';

export interface FileMatrixRow extends MatrixRow<FileAction, FileActorKind> {
  file: FileOwner;
}

export const FILE_MATRIX: readonly FileMatrixRow[] = [
  {
    file: 'product',
    action: 'view',
    keys: { canViewProducts: NO_VIEW },
    expect: { ...withLinks(OK, OK), uploader: NO_VIEW },
  },
  {
    file: 'product',
    action: 'delete',
    keys: { canViewProducts: NO_VIEW, canEditProduct: ASK },
    expect: { ...withLinks(ASK, ASK), uploader: NO_VIEW },
  },
  {
    file: 'team',
    action: 'view',
    keys: {},
    expect: {
      owner: OK,
      memberWithKeys: OK,
      memberWithoutKeys: OK,
      blockedMember: BLOCKED,
      uploader: OK,
      ...OUTSIDE,
    },
  },
  {
    file: 'team',
    action: 'delete',
    keys: { canAddProduct: ASK },
    expect: {
      owner: OK,
      memberWithKeys: OK,
      memberWithoutKeys: ASK,
      blockedMember: BLOCKED,
      uploader: ASK,
      ...OUTSIDE,
    },
  },
  {
    file: 'personal',
    action: 'view',
    keys: {},
    expect: {
      owner: OK,
      memberWithKeys: OK,
      memberWithoutKeys: OK,
      blockedMember: OK,
      nonMember: OK,
      shareLinkView: OK,
      shareLinkComment: OK,
      shareLinkOtherProduct: OK,
      supplier: OK,
      supplierOtherProduct: OK,
      uploader: OK,
    },
  },
  {
    file: 'personal',
    action: 'delete',
    keys: {},
    expect: {
      owner: HIDDEN,
      memberWithKeys: HIDDEN,
      memberWithoutKeys: HIDDEN,
      blockedMember: HIDDEN,
      nonMember: HIDDEN,
      shareLinkView: HIDDEN,
      shareLinkComment: HIDDEN,
      shareLinkOtherProduct: HIDDEN,
      supplier: HIDDEN,
      supplierOtherProduct: HIDDEN,
      uploader: OK,
    },
  },
];
