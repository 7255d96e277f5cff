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

/**
 * Labels say what the key does on screen: canAddUser is the team page's 'Create user' and
 * canAddMember its 'Invite members', so the two never read alike.
 */
export const PERMISSION_LABELS: Record<PermissionKey, string> = {
  canAddUser: 'Create users',
  canAddProduct: 'Add products',
  canLikeProduct: 'Like products',
  canAddComment: 'Comment',
  canShareProduct: 'Share products',
  canDuplicateProduct: 'Duplicate products',
  canBlockUser: 'Block members',
  canEditProduct: 'Edit products',
  canEditTeam: 'Edit the team',
  canDeleteTeam: 'Delete the team',
  canAddMember: 'Invite members',
  canDeleteProduct: 'Delete products',
  canDeleteUser: 'Remove members',
  canViewComments: 'View comments',
  canViewProducts: 'View products',
  canViewTeams: 'View the team',
};

/** One line per key: what holding it lets a member do. */
export const PERMISSION_DESCRIPTIONS: Record<PermissionKey, string> = {
  canViewTeams: 'Open the team page and its member list: e-mails, roles and keys.',
  canEditTeam: 'Change the team’s name and description; delete catalogue entries and colours.',
  canDeleteTeam: 'Delete the team and everything in it, for everyone.',
  canAddMember: 'Invite people by e-mail; they join once they accept.',
  canAddUser: 'Make accounts for new colleagues, who join at once without an invitation.',
  canBlockUser: 'Block or unblock a member’s access to the team.',
  canDeleteUser: 'Remove members from the team.',
  canViewProducts: 'See the team’s products. Every other product permission needs it.',
  canAddProduct: 'Create products and add to the team’s catalogues and colours.',
  canEditProduct: 'Change products and their files.',
  canDuplicateProduct: 'Make a copy of a product to start from.',
  canDeleteProduct: 'Delete products, and anyone’s comments on them.',
  canShareProduct: 'Send a product by link or e-mail to people outside the team.',
  canLikeProduct: 'Like products.',
  canViewComments: 'Read the comments on products.',
  canAddComment: 'Comment on products and their images, and reply.',
};

/** The keys by what they act on, in the order a role editor shows them. */
export const PERMISSION_GROUPS: readonly { label: string; keys: readonly PermissionKey[] }[] = [
  { label: 'Team', keys: ['canViewTeams', 'canEditTeam', 'canDeleteTeam'] },
  { label: 'Members', keys: ['canAddMember', 'canAddUser', 'canBlockUser', 'canDeleteUser'] },
  {
    label: 'Products',
    keys: [
      'canViewProducts',
      'canAddProduct',
      'canEditProduct',
      'canDuplicateProduct',
      'canDeleteProduct',
      'canShareProduct',
      'canLikeProduct',
    ],
  },
  { label: 'Comments', keys: ['canViewComments', 'canAddComment'] },
];

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

/**
 * Posting, editing and deleting the team's announcements (issue 14): the owner and members who may
 * edit the team (canEditTeam), since an announcement speaks for the team. Reading and dismissing
 * one needs only an active membership (viewTeam).
 */
export const ANNOUNCEMENT_ACTIONS = ['manageAnnouncements'] as const;
export type AnnouncementAction = (typeof ANNOUNCEMENT_ACTIONS)[number];

/**
 * A team's line sheets (issue 36 §4, issue 43): making a file (and reading it back) needs
 * canViewProducts; a live link (making, listing, revoking) needs canShareProduct too, as every
 * product permission needs canViewProducts.
 */
export const LINESHEET_ACTIONS = ['makeLineSheet', 'shareLineSheet'] as const;
export type LineSheetAction = (typeof LINESHEET_ACTIONS)[number];

/**
 * A team's points of measure and size ranges (issue 45): reading them needs canViewProducts (they
 * are what its products' spec sheets are made of); adding, editing, reordering and deleting needs
 * canEditProduct too, as every product permission needs canViewProducts.
 */
export const MEASUREMENT_ACTIONS = ['viewMeasurements', 'manageMeasurements'] as const;
export type MeasurementAction = (typeof MEASUREMENT_ACTIONS)[number];

/**
 * A team's costing currency and rates (issue 46 §3): seen and set by whoever may see costs — the
 * owner and members with canViewProducts and canEditProduct (docs/decisions.md).
 */
export const COSTING_ACTIONS = ['manageCosting'] as const;
export type CostingAction = (typeof COSTING_ACTIONS)[number];

/**
 * A team's webhooks (issue 49 §2): subscribing endpoints, reading their deliveries, sending one
 * again. The team's owner only: an endpoint receives the team's events whatever its people may
 * see, and its secret signs as the team.
 */
export const WEBHOOK_ACTIONS = ['manageWebhooks'] as const;
export type WebhookAction = (typeof WEBHOOK_ACTIONS)[number];

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
  /**
   * The product itself, as a supplier's person sees it too (issue 47): its card, its images, its
   * released tech packs. 'view' is the team's internal work on it, which suppliers never see.
   */
  'open',
  'view',
  'edit',
  'delete',
  'like',
  'share',
  'duplicate',
  'comment',
  'viewComments',
  /** Costs and margins (issue 46 §3): canEditProduct; never a share link (docs/decisions.md). */
  'viewCosts',
] as const;
export type ProductAction = (typeof PRODUCT_ACTIONS)[number];

/**
 * What a sample request allows (issue 47 §3): the team's people who may view the product read its
 * requests, and whoever may edit it asks for one, records what the supplier says and receives it;
 * the supplier's people read and answer (acknowledge, ship, measure) their own supplier's only.
 */
export const SAMPLE_ACTIONS = ['view', 'request', 'answer', 'receive'] as const;
export type SampleAction = (typeof SAMPLE_ACTIONS)[number];

export const COMMENT_ACTIONS = ['view', 'reply', 'edit', 'delete'] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];

export const FILE_ACTIONS = ['view', 'delete'] as const;
export type FileAction = (typeof FILE_ACTIONS)[number];

/**
 * What a reminder allows (issue 13): a Self Reminder is its creator's alone; a Team Reminder is
 * seen by the team's active members and owner, and edited (snooze, done) or deleted by its creator
 * or the team owner. Creating one needs only active membership; only its creator changes its type
 * (which decides who sees it).
 */
export const REMINDER_ACTIONS = ['create', 'view', 'edit', 'delete', 'changeType'] as const;
export type ReminderAction = (typeof REMINDER_ACTIONS)[number];

/**
 * What a calendar event allows (issue 13): the team's owner and active members see its events and
 * add them; the event's creator or the team owner edits (moves) or deletes one.
 */
export const CALENDAR_EVENT_ACTIONS = ['create', 'view', 'edit', 'delete'] as const;
export type CalendarEventAction = (typeof CALENDAR_EVENT_ACTIONS)[number];

/**
 * What a task allows (issue 13): any active member adds one; whoever sees it (a member needs
 * canViewProducts for a product-linked task) comments on it; its creator and the team owner edit
 * and delete it; they and its assignees move it on the board. A comment is deleted by its author
 * or whoever may delete the task.
 */
export const TASK_ACTIONS = [
  'create',
  'view',
  'edit',
  'changeStatus',
  'delete',
  'comment',
] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

export const TASK_COMMENT_ACTIONS = ['delete'] as const;
export type TaskCommentAction = (typeof TASK_COMMENT_ACTIONS)[number];

/**
 * What a conversation allows (issue 14): the team's owner and active members read and write in
 * its channel; a direct conversation exists only for its two people.
 */
/** A designmate conversation (issue 35) is its owner's alone: read it, write to it, rename or delete it. */
export const DESIGNMATE_ACTIONS = ['read', 'write'] as const;
export type DesignmateAction = (typeof DESIGNMATE_ACTIONS)[number];

export const CONVERSATION_ACTIONS = ['read', 'post'] as const;
export type ConversationAction = (typeof CONVERSATION_ACTIONS)[number];

/** A message is edited by its author only, and deleted by its author or the team owner. */
export const MESSAGE_ACTIONS = ['edit', 'delete'] as const;
export type MessageAction = (typeof MESSAGE_ACTIONS)[number];

/**
 * Everything `policies` answers for a team: the 16 keys, the team actions, changePermissions, the
 * catalogue actions, the announcement action, the line-sheet actions and the measurement actions.
 */
export const POLICY_ACTIONS = [
  ...PERMISSION_KEYS,
  ...TEAM_ACTIONS,
  'changePermissions',
  ...CATALOGUE_ACTIONS,
  ...ANNOUNCEMENT_ACTIONS,
  ...LINESHEET_ACTIONS,
  ...MEASUREMENT_ACTIONS,
  ...COSTING_ACTIONS,
  ...WEBHOOK_ACTIONS,
] as const;
export type PolicyAction = (typeof POLICY_ACTIONS)[number];
export type TeamPolicies = Record<PolicyAction, boolean>;
