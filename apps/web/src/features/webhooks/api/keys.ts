/** Query keys of webhooks: a team's endpoints, and one endpoint's deliveries. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  team: (teamId: string) => ['webhooks', 'team', teamId] as const,
  deliveries: (teamId: string, id: string) => ['webhooks', 'deliveries', teamId, id] as const,
};
