/** Query keys of messages; invalidating `messageKeys.all` refreshes every list and count. */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: (teamId: string) => ['messages', 'conversations', teamId] as const,
  unread: (teamId: string) => ['messages', 'unread', teamId] as const,
  /** A conversation's history; `channel` stands for the team's channel. */
  history: (teamId: string, conversationId: string) =>
    ['messages', 'history', teamId, conversationId] as const,
};
