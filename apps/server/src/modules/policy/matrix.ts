/**
 * The shape of the policy matrices, one per subject (team-matrix.ts, product-matrix.ts,
 * comment-matrix.ts, file-matrix.ts): a row per action, the outcome per kind of actor. Their tests
 * are generated from the rows, so a change of policy is a change of a table.
 */
import { messages, PERMISSION_KEYS } from '@atelier/domain';
import type { PermissionKey } from '@atelier/domain';

export const ACTOR_KINDS = [
  'owner',
  /** Holds exactly the keys the row names (none for a row that names none). */
  'memberWithKeys',
  /** Holds every key but those the row names. */
  'memberWithoutKeys',
  /** Holds every key, and is blocked. */
  'blockedMember',
  /** Signed in, owner of another team. */
  'nonMember',
  /** A 'view' share link to the subject's product (another product of the team for team rows). */
  'shareLinkView',
  /** A 'can-comment-and-view' share link to the subject's product. */
  'shareLinkComment',
  /** A 'can-comment-and-view' share link to another product of the same team. */
  'shareLinkOtherProduct',
  /** A supplier's person, their supplier assigned the subject's product (issue 47). */
  'supplier',
  /** A supplier's person of the same team, their supplier assigned another product only. */
  'supplierOtherProduct',
] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** Allowed; 404 'No Record Found.'; or a 403 with this text. */
export type Outcome = 'ok' | 404 | string;

export const OK = 'ok';
export const HIDDEN = 404 as const;
export const ASK = messages.askPermission;
export const BLOCKED = messages.blockedFromTeam;
export const NO_VIEW = messages.noPermissionView;
export const NO_LIKE = messages.noPermissionLike;
export const OWNER_ONLY = messages.ownerOnlyPermissions;
export const WEBHOOKS_OWNER_ONLY = messages.webhooksOwnerOnly;
export const NO_COSTS = messages.noPermissionCosts;
export const SUPPLIER_NO = messages.supplierCannot;

export interface MatrixRow<Action extends string, Kind extends string = ActorKind> {
  action: Action;
  /**
   * The keys a member needs, each with what a member holding all the others reads without it
   * (the tests check every one of them).
   */
  keys: Partial<Record<PermissionKey, Outcome>>;
  expect: Record<Kind, Outcome>;
}

/**
 * Outside the team everything is 404: strangers, share links (which open one product), and a
 * supplier's people (who see their products only).
 */
export const OUTSIDE = {
  nonMember: HIDDEN,
  shareLinkView: HIDDEN,
  shareLinkComment: HIDDEN,
  shareLinkOtherProduct: HIDDEN,
  supplier: HIDDEN,
  supplierOtherProduct: HIDDEN,
} as const;

/**
 * A product's outcomes (its files' too): members as the keys say, share links and the supplier's
 * person of the product as given (a supplier is refused the team's own work by default), anyone
 * outside the team and another supplier's product 404.
 */
export const withLinks = (
  shareLinkView: Outcome,
  shareLinkComment: Outcome,
  supplier: Outcome = SUPPLIER_NO,
) => ({
  owner: OK,
  memberWithKeys: OK,
  memberWithoutKeys: NO_VIEW,
  blockedMember: BLOCKED,
  nonMember: HIDDEN,
  shareLinkView,
  shareLinkComment,
  shareLinkOtherProduct: HIDDEN,
  supplier,
  supplierOtherProduct: HIDDEN,
});

/** The keys a row needs, in SPEC order. */
export const keysOf = (keys: MatrixRow<string>['keys']): PermissionKey[] =>
  PERMISSION_KEYS.filter((key) => key in keys);

/** The keys a member holds when one of a row's keys is taken away. */
export const keysWithout = (keys: MatrixRow<string>['keys'], missing: PermissionKey) =>
  keysOf(keys).filter((key) => key !== missing);
