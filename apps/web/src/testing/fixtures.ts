import {
  PERMISSION_KEYS,
  POLICY_ACTIONS,
  type PolicyAction,
  type Team,
  type TeamMember,
  type TeamPerson,
  type TeamPolicies,
  type UserDetails,
} from '@atelier/domain';
import type { AppNotification } from '@atelier/domain';

export function aUser(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    _id: '3f2c9a1e-6d1b-4c8e-9a44-0b3c5f7e2d10',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@studio.com',
    profilePicture: null,
    planType: 'Free',
    teamRolePermissions: [],
    jobTitle: '',
    phoneNumber: '',
    linkedinUrl: '',
    questions: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** Puts a session in storage the way signing in does. */
export function signIn(user: UserDetails = aUser(), token = 'test-token'): UserDetails {
  localStorage.setItem('token', token);
  localStorage.setItem('userDetails', JSON.stringify(user));
  return user;
}

export function policies(granted: readonly PolicyAction[] | 'all' = []): TeamPolicies {
  return Object.fromEntries(
    POLICY_ACTIONS.map((action) => [action, granted === 'all' || granted.includes(action)]),
  ) as TeamPolicies;
}

export const OWNER_ID = '3f2c9a1e-6d1b-4c8e-9a44-0b3c5f7e2d10';
export const TEAM_ID = '7f4fdfe6-26c9-4050-b253-933c9eeda49e';

/** A team as getUserTeamList returns it, owned by Ada (aUser) unless told otherwise. */
export function aTeam(overrides: Partial<Team> = {}): Team {
  return {
    _id: TEAM_ID,
    name: 'Spring studio',
    description: 'Womenswear SS27',
    createdBy: { _id: OWNER_ID, firstName: 'Ada', profilePicture: null },
    memberCount: 2,
    memberPreview: [
      { _id: OWNER_ID, firstName: 'Ada', lastName: 'Lovelace', profilePicture: null },
      {
        _id: 'b0b0b0b0-0000-4000-8000-000000000002',
        firstName: 'Ben',
        lastName: 'Baker',
        profilePicture: null,
      },
    ],
    supplier: null,
    createdAt: '2026-11-02T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    isOwner: true,
    memberStatus: 'active',
    policies: policies('all'),
    ...overrides,
  };
}

export function aMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    _id: 'b0b0b0b0-0000-4000-8000-000000000002',
    firstName: 'Ben',
    lastName: 'Baker',
    email: 'ben@studio.com',
    profilePicture: null,
    roleId: '00000000-0000-4000-8000-000000000003',
    roleName: 'Designer',
    permissionArr: ['canAddProduct', 'canViewTeams'],
    status: 'active',
    isOwner: false,
    joinedAt: '2026-11-03T09:00:00.000Z',
    ...overrides,
  };
}

/** Ada as the owner row of the member list. */
export function anOwnerMember(): TeamMember {
  return aMember({
    _id: OWNER_ID,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@studio.com',
    roleId: null,
    roleName: 'Owner',
    permissionArr: [...PERMISSION_KEYS],
    isOwner: true,
  });
}

/** What `GET team/{id}/people` tells of a member: name and picture. */
export function asPerson({ _id, firstName, lastName, profilePicture }: TeamMember): TeamPerson {
  return { _id, firstName, lastName, profilePicture };
}

let notificationCount = 0;

/** A notification as userNotifications and the socket carry it, for Ada unless told otherwise. */
export function aNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  notificationCount += 1;
  return {
    _id: `notification-${notificationCount}`,
    key: 'addExistingUserInTeam',
    message: 'Olivia Owner added you to Spring studio.',
    user: OWNER_ID,
    teamId: TEAM_ID,
    productId: null,
    imgId: null,
    createdTime: new Date(Date.now() - 2 * 60_000).toISOString(),
    isRead: false,
    actor: { _id: 'olivia', firstName: 'Olivia', profilePicture: null },
    payload: {},
    ...overrides,
  };
}

/** The envelope of GET notifications/userNotifications: a page and the unread count. */
export function notificationsAnswer(
  items: AppNotification[],
  {
    unreadCount = items.filter((item) => !item.isRead).length,
    total = items.length,
    page = 1,
    limit = 10,
  } = {},
) {
  return { data: items, extra: { pagination: { page, limit, total }, unreadCount } };
}
