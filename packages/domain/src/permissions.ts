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
