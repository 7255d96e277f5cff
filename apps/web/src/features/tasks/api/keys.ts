/** Query keys of tasks; invalidating `taskKeys.all` refreshes every board, list and drawer. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: ['tasks', 'list'] as const,
  team: (query: object) => ['tasks', 'list', 'team', query] as const,
  global: (query: object) => ['tasks', 'list', 'global', query] as const,
  detail: (taskId: string) => ['tasks', 'detail', taskId] as const,
  comments: (taskId: string) => ['tasks', 'comments', taskId] as const,
};
