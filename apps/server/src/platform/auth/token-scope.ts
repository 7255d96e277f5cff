/**
 * What an API token limits a request to (issue 49 §1): the teams it names. A request made with a
 * token runs inside its scope (the route's handler is wrapped as the route is registered,
 * `authenticate.ts`), and the policy reads it where it decides who stands where: a membership of
 * another team is none (`policy/standing.ts`), and the visibility fragments leave other teams'
 * rows in the database (`policy/visibility.ts`). Outside a token's request there is no scope and
 * nothing changes.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApiTokenScope } from '@atelier/domain';

export interface TokenScope {
  tokenId: string;
  /** The token's person: the scope limits their standing, not anyone else's. */
  userId: string;
  teamIds: readonly string[];
  scope: ApiTokenScope;
}

const storage = new AsyncLocalStorage<TokenScope>();

export function withTokenScope<T>(scope: TokenScope, run: () => T): T {
  return storage.run(scope, run);
}

/** The scope of the token this request was made with, if it was. */
export function currentTokenScope(): TokenScope | undefined {
  return storage.getStore();
}

/** Whether `userId` may reach `teamId` in this request: always, unless their token does not name it. */
export function reachesTeam(userId: string, teamId: string): boolean {
  const scope = storage.getStore();
  return !scope || scope.userId !== userId || scope.teamIds.includes(teamId);
}

/**
 * The teams `userId` is limited to in this request, as a prepared statement's value: the token's
 * teams, or null when nothing limits them (a session, or someone else).
 */
export function tokenTeamsOf(userId: string): string[] | null {
  const scope = storage.getStore();
  return scope && scope.userId === userId ? [...scope.teamIds] : null;
}
