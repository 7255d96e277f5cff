/**
 * Who sees into a team, as SQL: its owner and its active members (a blocked member sees nothing, a
 * removed one is gone). Every list query scopes its rows with this one fragment in its WHERE
 * clause, so another team's rows never leave the database; the policy module is its only author.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Placeholder, SQL, SQLWrapper } from 'drizzle-orm';
import { MEMBER_STATUSES } from '@atelier/domain';
import type { MemberStatus } from '@atelier/domain';
import { productSuppliers, supplierPeople, teamMembers, teams } from '../../db/schema/index.ts';
import { tokenTeamsOf } from '../../platform/auth/token-scope.ts';

/**
 * The placeholder of an API token's teams (issue 49 §1) in a prepared statement: every execution
 * of a statement built on the `userId` placeholder passes `tokenTeams` (null for a session), from
 * `tokenTeamsOf`.
 */
export const TOKEN_TEAMS = sql.placeholder('tokenTeams');

/** The `tokenTeams` value of a prepared statement executed for `userId` in this request. */
export { tokenTeamsOf };

/**
 * Limits a fragment's teams to those an API token names when the request was made with one: for a
 * prepared statement through its `tokenTeams` value, for one built per request at once (nothing
 * when no token limits the user).
 */
function reachable(teamId: SQLWrapper, userId: string | Placeholder): SQL {
  if (typeof userId !== 'string') {
    return sql` and (${TOKEN_TEAMS}::uuid[] is null or ${teamId} = any(${TOKEN_TEAMS}::uuid[]))`;
  }
  const teamIds = tokenTeamsOf(userId);
  return teamIds ? sql` and ${inArray(teamId, teamIds)}` : sql``;
}

function teamIdsOf(userId: string | Placeholder, statuses: readonly MemberStatus[]): SQL {
  return sql`select ${teams.id} from ${teams} where ${teams.createdBy} = ${userId}${reachable(teams.id, userId)}
    union select ${teamMembers.teamId} from ${teamMembers}
    where ${teamMembers.userId} = ${userId} and ${inArray(teamMembers.status, [...statuses])}${reachable(teamMembers.teamId, userId)}`;
}

/** The ids of the teams the user owns or is an active member of, as a subquery. */
export function visibleTeamIds(userId: string | Placeholder): SQL {
  return teamIdsOf(userId, ['active']);
}

/** Whether the row's team (a column or expression) is one the user sees into. */
export function isVisibleTeam(teamId: SQLWrapper, userId: string | Placeholder): SQL {
  return sql`${teamId} in (${visibleTeamIds(userId)})`;
}

/**
 * The teams whose products the user sees: those they own, and those they are an active member of
 * holding canViewProducts (SPEC §6) — the product policy's first rule, as SQL. The user's id may
 * be the placeholder of a prepared query.
 */
export function isProductTeam(teamId: SQLWrapper, userId: string | Placeholder): SQL {
  return isTeamHolding(teamId, userId, '["canViewProducts"]');
}

/** The teams whose products' comments the user reads: canViewComments too (`decideComment`). */
export function isCommentTeam(teamId: SQLWrapper, userId: string | Placeholder): SQL {
  return isTeamHolding(teamId, userId, '["canViewProducts","canViewComments"]');
}

function isTeamHolding(teamId: SQLWrapper, userId: string | Placeholder, keys: string): SQL {
  return sql`${teamId} in (select ${teams.id} from ${teams} where ${teams.createdBy} = ${userId}${reachable(teams.id, userId)}
    union select ${teamMembers.teamId} from ${teamMembers}
    where ${teamMembers.userId} = ${userId} and ${teamMembers.status} = 'active'
    and ${teamMembers.permissionArr} @> ${sql.raw(`'${keys}'`)}::jsonb${reachable(teamMembers.teamId, userId)})`;
}

/**
 * The products a supplier's person sees (issue 47 §1): those assigned to the supplier they work
 * for in the product's team, while they are active there.
 */
function isSupplierProduct(productId: SQLWrapper, userId: string | Placeholder): SQL {
  return sql`${productId} in (select ${productSuppliers.productId} from ${productSuppliers}
    join ${supplierPeople} on ${supplierPeople.supplierId} = ${productSuppliers.supplierId}
    where ${supplierPeople.userId} = ${userId} and ${supplierPeople.status} = 'active'${reachable(supplierPeople.teamId, userId)})`;
}

/**
 * The products the user sees, as SQL over the product's columns: those of the teams whose products
 * they see (`isProductTeam`), and those assigned to the supplier they work for. The lists a
 * supplier's person reads (the wall, search, the dashboard) scope with this, in the statement.
 */
export function isVisibleProduct(
  columns: { id: SQLWrapper; teamId: SQLWrapper },
  userId: string | Placeholder,
): SQL {
  return sql`(${isProductTeam(columns.teamId, userId)} or ${isSupplierProduct(columns.id, userId)})`;
}

/**
 * The comments the user reads, as SQL over the comment's product and visibility: every comment of
 * the teams whose comments they read (`isCommentTeam`), and the shared ones of the products their
 * supplier makes.
 */
export function isVisibleComment(
  columns: { productId: SQLWrapper; teamId: SQLWrapper; visibility: SQLWrapper },
  userId: string | Placeholder,
): SQL {
  return sql`(${isCommentTeam(columns.teamId, userId)} or (${columns.visibility} = 'shared'
    and ${isSupplierProduct(columns.productId, userId)}))`;
}

/**
 * The sample requests the user reads (issue 47 §3), as SQL over the request's columns: every
 * request of the teams whose products they see, and a supplier's person's own supplier's
 * requests on the products still assigned to it (`decideSample`).
 */
export function isVisibleSample(
  columns: { productId: SQLWrapper; teamId: SQLWrapper; supplierId: SQLWrapper },
  userId: string | Placeholder,
): SQL {
  return sql`(${isProductTeam(columns.teamId, userId)} or exists (select 1
    from ${productSuppliers} join ${supplierPeople}
      on ${supplierPeople.supplierId} = ${productSuppliers.supplierId}
    where ${productSuppliers.productId} = ${columns.productId}
      and ${productSuppliers.supplierId} = ${columns.supplierId}
      and ${supplierPeople.userId} = ${userId} and ${supplierPeople.status} = 'active'${reachable(supplierPeople.teamId, userId)}))`;
}

/**
 * The teams whose designmate the user keeps conversations in (issue 47 §1): the visible teams, and
 * those they are an active supplier's person of (`decideDesignmate`).
 */
export function isDesignmateTeam(teamId: SQLWrapper, userId: string): SQL {
  return sql`${teamId} in (${visibleTeamIds(userId)}
    union select ${supplierPeople.teamId} from ${supplierPeople}
    where ${supplierPeople.userId} = ${userId} and ${supplierPeople.status} = 'active'${reachable(supplierPeople.teamId, userId)})`;
}

/**
 * The user's team list: the visible teams, and those they are blocked in, which stay in their list
 * with every policy false (docs/decisions.md) while everything inside stays hidden.
 */
export function isListedTeam(teamId: SQLWrapper, userId: string): SQL {
  return sql`${teamId} in (${teamIdsOf(userId, MEMBER_STATUSES)}
    union select ${supplierPeople.teamId} from ${supplierPeople}
    where ${supplierPeople.userId} = ${userId}${reachable(supplierPeople.teamId, userId)})`;
}

/**
 * The columns a scoped row carries for its policies (read by membershipOfRow); the query joins
 * `teams` on the row's team and left-joins `team_members` on `membershipOf`. Of the team, only what
 * the rules read: a list maps these columns for each of its rows.
 */
export function membershipColumns() {
  return {
    team: { id: teams.id, name: teams.name, createdBy: teams.createdBy },
    memberStatus: teamMembers.status,
    permissionArr: teamMembers.permissionArr,
  };
}

/**
 * The columns a row carries for a supplier's person's policies (read by membershipOfRow): their
 * supplier, their status and the products assigned to it. The query left-joins `supplier_people`
 * on `supplierOf`; without these columns a supplier's person's rows answer every policy false.
 * A product's row names its own id (`productId`): then only that product is read, if it is
 * assigned — a card's policies need no more, and a page of 50 cards does not carry the supplier's
 * whole list 50 times (bench/supplier-wall.mjs).
 */
export function supplierColumns(productId?: SQLWrapper) {
  const only = productId ? sql` and ${productSuppliers.productId} = ${productId}` : sql``;
  return {
    supplierId: supplierPeople.supplierId,
    supplierStatus: supplierPeople.status,
    supplierProductIds: sql<
      string[] | null
    >`(select array_agg(${productSuppliers.productId})::text[]
      from ${productSuppliers} where ${productSuppliers.supplierId} = ${supplierPeople.supplierId}${only})`,
  };
}

/** How a scoped row left-joins `supplier_people`: the user's supplier's person row in its team. */
export function supplierOf(teamId: SQLWrapper, userId: string | Placeholder) {
  return and(eq(supplierPeople.teamId, teamId), eq(supplierPeople.userId, userId));
}

/**
 * How a scoped row left-joins `team_members`: the user's membership of the row's team, if any (an
 * owner or an outsider has none). The user's id may be the placeholder of a prepared query.
 */
export function membershipOf(teamId: SQLWrapper, userId: string | Placeholder) {
  return and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId));
}

/**
 * The reminders the user sees, as SQL over the row's columns: those of a visible team that are
 * Team Reminders or the user's own (a Self Reminder is its creator's alone).
 */
export function isVisibleReminder(
  columns: { teamId: SQLWrapper; type: SQLWrapper; createdBy: SQLWrapper },
  userId: string | Placeholder,
): SQL {
  return sql`(${isVisibleTeam(columns.teamId, userId)}
    and (${columns.type} = 'Team Reminder' or ${columns.createdBy} = ${userId}))`;
}

/**
 * The tasks the user sees, as SQL over the row's columns: those of a visible team, and of those
 * only the ones without a product unless the user may view the team's products (SPEC §6).
 */
export function isVisibleTask(
  columns: { teamId: SQLWrapper; productId: SQLWrapper },
  userId: string | Placeholder,
): SQL {
  return sql`(${isVisibleTeam(columns.teamId, userId)}
    and (${columns.productId} is null or ${isProductTeam(columns.teamId, userId)}))`;
}

/**
 * The messages the user reads, as SQL over the message's team and its conversation's columns: a
 * visible team's channel, and the direct conversations the user is one of the two of
 * (`decideConversation`); a deleted message has no text to find.
 */
export function isVisibleMessage(
  columns: {
    teamId: SQLWrapper;
    kind: SQLWrapper;
    memberA: SQLWrapper;
    memberB: SQLWrapper;
    deletedAt: SQLWrapper;
  },
  userId: string | Placeholder,
): SQL {
  return sql`(${isVisibleTeam(columns.teamId, userId)} and ${columns.deletedAt} is null
    and (${columns.kind} = 'channel' or ${userId} in (${columns.memberA}, ${columns.memberB})))`;
}
