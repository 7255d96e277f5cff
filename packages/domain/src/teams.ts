/**
 * Teams, members, invitations, roles and per-team permissions (issue 3): request and response
 * contracts shared by the forms in the browser and the routes on the server.
 */
import { z } from 'zod';
import { zEmail } from './auth.ts';
import { DESCRIPTION_MAX, EMAIL_MAX, PAGE_SIZES, TEAM_NAME_MAX, TEXT_MAX } from './constants.ts';
import { messages } from './messages.ts';
import { PERMISSION_KEYS, POLICY_ACTIONS } from './permissions.ts';
import type { PermissionKey, PolicyAction } from './permissions.ts';
import { zOptionalText } from './text.ts';

/** Our choices where SPEC is silent (docs/decisions.md). */
export const INVITE_TTL_DAYS = 7;
export const INVITE_EMAILS_MAX = 20;
export const ACCOUNT_SETUP_TTL_DAYS = 7;
export const ALL_USERS_MAX = 500;
export const ROLE_NAME_MAX = 50;
export const SEARCH_TEXT_MAX = 100;
export const DEFAULT_PAGE_SIZE = 100;

export interface DefaultRole {
  id: string;
  name: string;
  permissionArr: readonly PermissionKey[];
}

const VIEWER: readonly PermissionKey[] = [
  'canViewTeams',
  'canViewProducts',
  'canViewComments',
  'canLikeProduct',
];
const COMMENTER: readonly PermissionKey[] = [...VIEWER, 'canAddComment', 'canShareProduct'];
const DESIGNER: readonly PermissionKey[] = [
  ...COMMENTER,
  'canAddProduct',
  'canEditProduct',
  'canDuplicateProduct',
];
const MANAGER: readonly PermissionKey[] = PERMISSION_KEYS.filter((key) => key !== 'canDeleteTeam');

/**
 * Built-in roles, readable by everyone and editable by no one. Their rows are written by the
 * migration 0002_default_roles with these fixed ids (a test keeps the two in step).
 */
export const DEFAULT_ROLES: readonly DefaultRole[] = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Viewer', permissionArr: VIEWER },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Commenter', permissionArr: COMMENTER },
  { id: '00000000-0000-4000-8000-000000000003', name: 'Designer', permissionArr: DESIGNER },
  { id: '00000000-0000-4000-8000-000000000004', name: 'Manager', permissionArr: MANAGER },
];
/** Invitations, join requests and created users get Designer unless a role is chosen. */
export const DEFAULT_MEMBER_ROLE_ID = DEFAULT_ROLES[2]!.id;
/** What the member list shows as the owner's role. */
export const OWNER_ROLE_NAME = 'Owner';

// ---------------------------------------------------------------- shared pieces

const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value has the shape of a record's id (a UUID), as against a name. */
export const isRecordId = (value: string | undefined): value is string =>
  value !== undefined && RECORD_ID.test(value);

/** An id of something that must exist; a malformed one answers 'No Record Found.' too. */
export const zRecordId = (requiredMessage: string = messages.noRecord) =>
  z.uuid({
    error: (issue) => (issue.input === undefined ? requiredMessage : messages.noRecord),
  });

export const zPage = z.coerce
  .number({ error: messages.pageInvalid })
  .int({ message: messages.pageInvalid, abort: true })
  .min(1, messages.pageInvalid)
  .max(1_000_000, messages.pageInvalid)
  .default(1);

export const zPageSize = z.coerce
  .number({ error: messages.pageSizeInvalid })
  .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), messages.pageSizeInvalid)
  .default(DEFAULT_PAGE_SIZE);

const zPermissionArr = z
  .array(z.enum(PERMISSION_KEYS, { error: messages.unknownPermission }), {
    error: messages.unknownPermission,
  })
  .max(PERMISSION_KEYS.length * 2, messages.unknownPermission)
  .transform((keys) => PERMISSION_KEYS.filter((key) => keys.includes(key)));

// ---------------------------------------------------------------- teams

const zTeamName = z
  .string({ error: messages.teamNameRequired })
  .trim()
  .min(1, messages.teamNameRequired)
  .max(TEAM_NAME_MAX, messages.teamNameTooLong);

/** SPEC §5: a team's description is required, at most 160 characters. */
const zDescription = z
  .string({ error: messages.descriptionRequired })
  .trim()
  .min(1, messages.descriptionRequired)
  .max(DESCRIPTION_MAX, messages.descriptionTooLong);

export const ZCreateTeamSchema = z.object({ name: zTeamName, description: zDescription });
export type TCreateTeamSchema = z.input<typeof ZCreateTeamSchema>;

/** Same fields; a description left out keeps the current one, but it cannot be emptied. */
export const ZUpdateTeamSchema = ZCreateTeamSchema.extend({ description: zDescription.optional() });
export type TUpdateTeamSchema = z.input<typeof ZUpdateTeamSchema>;

export const TEAM_SORT_FIELDS = ['createdAt', 'updatedAt', 'name'] as const;

/**
 * `getUserTeamList?sortBy=createdAt&orderBy=createdAt` is the call SPEC §7 shows; `orderBy` also
 * takes asc|desc, and anything but `asc` means newest (or Z) first.
 */
export const ZTeamListQuery = z.object({
  sortBy: z.enum(TEAM_SORT_FIELDS).default('createdAt'),
  orderBy: z
    .enum(['asc', 'desc', ...TEAM_SORT_FIELDS])
    .default('desc')
    .transform((order) => (order === 'asc' ? 'asc' : 'desc')),
  page: zPage,
  limit: zPageSize,
});
export type TTeamListQuery = z.input<typeof ZTeamListQuery>;

export const ZPageQuery = z.object({ page: zPage, limit: zPageSize });
export type TPageQuery = z.input<typeof ZPageQuery>;

// ---------------------------------------------------------------- members and invitations

/** An address someone is invited or shared with, lower-cased. */
export const zInviteEmail = zOptionalText(EMAIL_MAX, messages.invalidEmail)
  .pipe(z.email({ error: messages.invalidEmail }))
  .transform((email) => email.toLowerCase());

export const ZInviteSchema = z.object({
  emails: z
    .array(zInviteEmail, { error: messages.emailsRequired })
    .min(1, messages.emailsRequired)
    .max(INVITE_EMAILS_MAX, messages.tooManyEmails),
  roleId: zRecordId().optional(),
});
export type TInviteSchema = z.input<typeof ZInviteSchema>;

export const ZJoinTeamSchema = z.object({
  token: z
    .string({ error: messages.invitationInvalid })
    .trim()
    .min(1, messages.invitationInvalid)
    .max(200, messages.invitationInvalid),
});
export type TJoinTeamSchema = z.input<typeof ZJoinTeamSchema>;

/** The body is optional: without one, the requester joins as Designer. */
export const ZAcceptJoinRequestSchema = z.object({ roleId: zRecordId().optional() }).nullish();
export type TAcceptJoinRequestSchema = z.input<typeof ZAcceptJoinRequestSchema>;

/** The /createuser form: an account for a colleague, added to one of the user's teams. */
export const ZCreateTeamUserSchema = z.object({
  firstName: z
    .string({ error: messages.firstNameRequired })
    .trim()
    .min(1, messages.firstNameRequired)
    .max(TEXT_MAX, messages.textTooLong),
  lastName: z.string().trim().max(TEXT_MAX, messages.textTooLong).optional(),
  email: zEmail,
  teamId: zRecordId(messages.teamSelectRequired),
  roleId: zRecordId().optional(),
});
export type TCreateTeamUserSchema = z.input<typeof ZCreateTeamUserSchema>;

export const ZUsersQuery = z.object({
  page: zPage,
  limit: zPageSize,
  search: z.string().trim().max(SEARCH_TEXT_MAX, messages.textTooLong).optional(),
});
export type TUsersQuery = z.input<typeof ZUsersQuery>;

/**
 * Only the team owner may call it. With `permissionArr` that is the member's set (the role is kept
 * as their label only when it grants exactly that set); with `roleId` alone, the role's set.
 */
export const ZUpdatePermissionsSchema = z
  .object({
    teamId: zRecordId(messages.teamSelectRequired),
    userId: zRecordId(messages.userSelectRequired),
    roleId: zRecordId().optional(),
    permissionArr: zPermissionArr.optional(),
  })
  .refine((value) => value.roleId !== undefined || value.permissionArr !== undefined, {
    message: messages.roleOrPermissionsRequired,
    path: ['roleId'],
  });
export type TUpdatePermissionsSchema = z.input<typeof ZUpdatePermissionsSchema>;

// ---------------------------------------------------------------- roles

export const ZRoleSchema = z.object({
  name: z
    .string({ error: messages.roleNameRequired })
    .trim()
    .min(1, messages.roleNameRequired)
    .max(ROLE_NAME_MAX, messages.roleNameTooLong),
  permissionArr: zPermissionArr.default([]),
});
export type TRoleSchema = z.input<typeof ZRoleSchema>;

// ---------------------------------------------------------------- responses

const policyShape = Object.fromEntries(
  POLICY_ACTIONS.map((action) => [action, z.boolean()]),
) as Record<PolicyAction, z.ZodBoolean>;
export const ZTeamPolicies = z.object(policyShape);

export const MEMBER_STATUSES = ['active', 'blocked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const ZPersonSummary = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profilePicture: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof ZPersonSummary>;

export const ZTeam = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  createdBy: z.object({
    _id: z.string(),
    firstName: z.string(),
    profilePicture: z.string().nullable(),
  }),
  memberCount: z.number(),
  /** The owner, then the first active members: enough for a row of avatars (SPEC §9: 5). */
  memberPreview: z.array(
    z.object({
      _id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      profilePicture: z.string().nullable(),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
  isOwner: z.boolean(),
  /** The signed-in user's standing in the team (the owner is always active). */
  memberStatus: z.enum(MEMBER_STATUSES),
  /**
   * The supplier the signed-in user works for in this team (issue 47), who sees only its products:
   * null for the team's owner and members. Its member count and preview are then empty.
   */
  supplier: z.object({ _id: z.string(), name: z.string() }).nullable(),
  policies: ZTeamPolicies,
});
export type Team = z.infer<typeof ZTeam>;

export const ZTeamMember = ZPersonSummary.extend({
  roleId: z.string().nullable(),
  roleName: z.string().nullable(),
  permissionArr: z.array(z.enum(PERMISSION_KEYS)),
  status: z.enum(MEMBER_STATUSES),
  isOwner: z.boolean(),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof ZTeamMember>;

/** Someone one works with in a team: what any active member may know of them. */
export const ZTeamPerson = ZPersonSummary.omit({ email: true });
export type TeamPerson = z.infer<typeof ZTeamPerson>;

export const ZTeamInvite = z.object({
  _id: z.string(),
  teamId: z.string(),
  email: z.string(),
  roleId: z.string().nullable(),
  roleName: z.string().nullable(),
  invitedBy: z.object({ _id: z.string(), firstName: z.string() }).nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TeamInvite = z.infer<typeof ZTeamInvite>;

/**
 * Every address is invited the same way, whether or not it has an account (no enumeration); only
 * people already in the team or already invited, whom the team's own lists show, are skipped.
 */
export const ZInviteResult = z.object({
  invited: z.array(z.string()),
  skipped: z.array(z.object({ email: z.string(), reason: z.string() })),
});
export type InviteResult = z.infer<typeof ZInviteResult>;

/** What /jointeam shows before the visitor signs in. */
export const ZInvitation = z.object({
  teamName: z.string(),
  email: z.string(),
  invitedBy: z.string(),
  hasAccount: z.boolean(),
});
export type Invitation = z.infer<typeof ZInvitation>;

export const JOIN_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

export const ZJoinRequest = z.object({
  _id: z.string(),
  teamId: z.string(),
  status: z.enum(JOIN_REQUEST_STATUSES),
  createdAt: z.string(),
  user: ZPersonSummary,
});
export type JoinRequest = z.infer<typeof ZJoinRequest>;

export const ZRole = z.object({
  _id: z.string(),
  name: z.string(),
  permissionArr: z.array(z.enum(PERMISSION_KEYS)),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type Role = z.infer<typeof ZRole>;

export const ZRolePermission = z.object({ key: z.enum(PERMISSION_KEYS), label: z.string() });
export type RolePermission = z.infer<typeof ZRolePermission>;

/** Someone the user works with (GET users). */
export const ZPerson = ZPersonSummary.extend({
  jobTitle: z.string(),
  teams: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type Person = z.infer<typeof ZPerson>;
