/** Permission keys of SPEC §6, with labels for the role editor. */
export const PERMISSION_KEYS = [
  'canAddUser',
  'canAddProduct',
  'canLikeProduct',
  'canAddComment',
  'canShareProduct',
  'canDuplicateProduct',
  'canBlockUser',
  'canEditProduct',
  'canEditTeam',
  'canDeleteTeam',
  'canAddMember',
  'canDeleteProduct',
  'canDeleteUser',
  'canViewComments',
  'canViewProducts',
  'canViewTeams',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

export const PERMISSION_LABELS: Record<PermissionKey, string> = {
  canAddUser: 'Add users',
  canAddProduct: 'Add products',
  canLikeProduct: 'Like products',
  canAddComment: 'Comment',
  canShareProduct: 'Share products',
  canDuplicateProduct: 'Duplicate products',
  canBlockUser: 'Block members',
  canEditProduct: 'Edit products',
  canEditTeam: 'Edit the team',
  canDeleteTeam: 'Delete the team',
  canAddMember: 'Add members',
  canDeleteProduct: 'Delete products',
  canDeleteUser: 'Remove members',
  canViewComments: 'View comments',
  canViewProducts: 'View products',
  canViewTeams: 'View the team',
};

export const TEAM_ACTIONS = [
  'deleteTeam',
  'editTeam',
  'deleteTeamMember',
  'blockTeamUser',
  'viewTeam',
] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];

/**
 * What the team's catalogues and colour library allow (issue 5): adding and editing entries
 * follows canAddProduct (the people who build products name their materials), deleting follows
 * canEditTeam (removing shared vocabulary changes everyone's work).
 */
export const CATALOGUE_ACTIONS = ['manageCatalogue', 'deleteCatalogue'] as const;
export type CatalogueAction = (typeof CATALOGUE_ACTIONS)[number];

export interface TeamRolePermission {
  teamId: string;
  permissionArr: PermissionKey[];
}

/** What a share link grants its visitor on its one product (SPEC §2, §5, §6). */
export const SHARE_LINK_ACCESS = ['view', 'can-comment-and-view'] as const;
export type ShareLinkAccess = (typeof SHARE_LINK_ACCESS)[number];

/**
 * What the policy answers for a product, a comment and a file (issue 9), so their responses can
 * carry `policies` like a team's. A member needs canViewProducts for any of them, then the key of
 * the action; the rules are the server's policy module.
 */
export const PRODUCT_ACTIONS = [
  'view',
  'edit',
  'delete',
  'like',
  'share',
  'duplicate',
  'comment',
  'viewComments',
] as const;
export type ProductAction = (typeof PRODUCT_ACTIONS)[number];

export const COMMENT_ACTIONS = ['view', 'reply', 'edit', 'delete'] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];

export const FILE_ACTIONS = ['view', 'delete'] as const;
export type FileAction = (typeof FILE_ACTIONS)[number];
