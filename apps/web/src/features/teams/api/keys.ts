import { TEAMS_QUERY_KEY, USERS_QUERY_KEY } from '../../../lib/query-client';

/** Query keys of the teams feature; invalidating `teamKeys.all` refreshes every team screen. */
export const teamKeys = {
  all: TEAMS_QUERY_KEY,
  list: () => [...TEAMS_QUERY_KEY, 'list'] as const,
  detail: (teamId: string) => [...TEAMS_QUERY_KEY, 'detail', teamId] as const,
  members: (teamId: string) => [...TEAMS_QUERY_KEY, 'members', teamId] as const,
  people: (teamId: string) => [...TEAMS_QUERY_KEY, 'people', teamId] as const,
  invites: (teamId: string) => [...TEAMS_QUERY_KEY, 'invites', teamId] as const,
  requests: (teamId: string) => [...TEAMS_QUERY_KEY, 'requests', teamId] as const,
  invitation: (token: string) => [...TEAMS_QUERY_KEY, 'invitation', token] as const,
};

export const roleKeys = {
  all: ['roles'] as const,
  permissions: ['rolePermission'] as const,
};

export const userKeys = {
  all: USERS_QUERY_KEY,
  page: (query: { page: number; limit: number; search: string }) =>
    [...USERS_QUERY_KEY, 'page', query] as const,
};
