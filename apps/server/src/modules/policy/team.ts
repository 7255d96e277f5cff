/**
 * The rules of a team (SPEC §6): the team actions, the 16 keys, changePermissions, the team
 * library's catalogue actions, the team's announcements, line sheets and measurement library
 * (points of measure, size ranges), and who may give which keys. Handlers and services never
 * re-implement them.
 */
import { messages, PERMISSION_KEYS, POLICY_ACTIONS } from '@atelier/domain';
import type {
  Announcement,
  EntryPolicies,
  MaterialPolicies,
  PermissionKey,
  PolicyAction,
  TeamPolicies,
} from '@atelier/domain';
import { forbidden } from '../../platform/http/errors.ts';
import { ALLOWED, HIDDEN, membershipIn, refused } from './standing.ts';
import type { Decision, Membership, Standing } from './standing.ts';

/** Whether an active membership allows the action (the owner's allows everything). */
function allows(membership: Membership, action: PolicyAction): boolean {
  if (membership.isOwner) return true;
  const has = (key: PermissionKey) => membership.permissions.has(key);
  switch (action) {
    case 'changePermissions':
    case 'manageWebhooks':
      // The owner's alone (returned above): webhooks send the team's events out as the team.
      return false;
    case 'deleteTeam':
      return has('canDeleteTeam');
    case 'editTeam':
      return has('canEditTeam');
    case 'deleteTeamMember':
      return has('canDeleteUser');
    case 'blockTeamUser':
      return has('canBlockUser');
    case 'viewTeam':
      // canViewTeams, or simply being an active member: a member always sees their own team.
      return true;
    case 'manageCatalogue':
      // Adding and editing categories, fabrics and other materials, seasons, tags and colours:
      // product makers.
      return has('canAddProduct');
    case 'deleteCatalogue':
      // Removing shared vocabulary changes everyone's work: those who may edit the team.
      return has('canEditTeam');
    case 'manageAnnouncements':
      // An announcement speaks for the team: those who may edit the team.
      return has('canEditTeam');
    case 'makeLineSheet':
      // A sheet lists the team's products: those who may view them.
      return has('canViewProducts');
    case 'shareLineSheet':
      // A live link shows the products to anyone holding it: those who may view and share them.
      return has('canViewProducts') && has('canShareProduct');
    case 'viewMeasurements':
      // Points of measure and size ranges are what the products' spec sheets are made of.
      return has('canViewProducts');
    case 'manageMeasurements':
      // Changing them changes how products are specified: those who may edit products.
      return has('canViewProducts') && has('canEditProduct');
    case 'manageCosting':
      // Rates change every product's costs, which only those who may edit products see.
      return has('canViewProducts') && has('canEditProduct');
    default:
      return has(action);
  }
}

/** Answers one action for a membership; no membership, or a blocked one, may do nothing. */
export function can(membership: Membership | null, action: PolicyAction): boolean {
  // A supplier's person acts on its products only (product.ts), never on the team.
  return membership?.status === 'active' && !membership.supplier && allows(membership, action);
}

/** The refusal of an action only the owner may take, to anyone else (code `owner_only`). */
const OWNER_ONLY_TEXT: Partial<Record<PolicyAction, string>> = {
  changePermissions: messages.ownerOnlyPermissions,
  manageWebhooks: messages.webhooksOwnerOnly,
};

/**
 * A team as a subject: 404 to anyone outside it (share-link visitors included: a link opens one
 * product, not its team), 403 to a blocked member, 403 'Only Team Owner can change permission.'
 * or 'Ask for permission.' to a member without the right.
 */
export function decideTeam(
  standing: Standing,
  action: PolicyAction,
  team: { teamId: string },
): Decision {
  if (standing.kind === 'shareLink') return HIDDEN;
  const entry = membershipIn(standing.membership, team.teamId);
  if ('decision' in entry) return entry.decision;
  if (allows(entry.membership, action)) return ALLOWED;
  return refused(OWNER_ONLY_TEXT[action] ?? messages.askPermission);
}

/**
 * Whether a membership may give these keys to someone in its team (a role for an invitation, an
 * accepted join request or a created user): the owner any, an active member only keys it holds
 * itself, so nobody hands on more than they have (SPEC §6, issue 8).
 */
export function canGrant(membership: Membership | null, keys: readonly PermissionKey[]): boolean {
  if (membership?.status !== 'active') return false;
  return membership.isOwner || keys.every((key) => membership.permissions.has(key));
}

/** Throws 403 'You can only give permissions you hold yourself.' unless canGrant allows it. */
export function authorizeGrant(membership: Membership | null, keys: readonly PermissionKey[]) {
  if (!canGrant(membership, keys)) throw forbidden(messages.grantBeyondOwn);
}

/** Every action answered for one team, sent with it so the web app shows only what is allowed. */
export function policiesFor(membership: Membership | null): TeamPolicies {
  return Object.fromEntries(
    POLICY_ACTIONS.map((action) => [action, can(membership, action)]),
  ) as TeamPolicies;
}

/** What the user may do with one catalogue entry or colour of the team (issue 5). */
export function cataloguePolicies(membership: Membership | null): EntryPolicies {
  return { update: can(membership, 'manageCatalogue'), delete: can(membership, 'deleteCatalogue') };
}

/**
 * What the user may do with one material of the team's library (issue 46 §1): what they may do
 * with a fabric, since both are the team's "Manage Material" library.
 */
export function materialPolicies(membership: Membership | null): MaterialPolicies {
  return {
    edit: can(membership, 'manageCatalogue'),
    delete: can(membership, 'deleteCatalogue'),
    // A material's price is a cost: seen and set by those who may see costs (issue 46 §3).
    viewCosts: can(membership, 'manageCosting'),
  };
}

type AnnouncementPolicies = Announcement['policies'];

/** What the user may do with one announcement of the team (issue 14). */
export function announcementPolicies(membership: Membership | null): AnnouncementPolicies {
  const manages = can(membership, 'manageAnnouncements');
  return { edit: manages, delete: manages };
}

/** The keys a membership holds while active, as getProfile's teamRolePermissions lists them. */
export function permissionArrOf(membership: Membership): PermissionKey[] {
  return PERMISSION_KEYS.filter((key) => can(membership, key));
}
