/** Query keys of the team's materials library; invalidating `all` refreshes every list of it. */
export const materialKeys = {
  all: ['material'] as const,
  list: (teamId: string, query: object) => ['material', 'list', teamId, query] as const,
};
