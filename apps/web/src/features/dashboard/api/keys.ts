/** The dashboard's cards, each per team (or 'all' for every team of the user). */
export type DashboardCard =
  'activeProducts' | 'trendingFabrics' | 'totalUploads' | 'recentActivity';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  card: (card: DashboardCard, teamId: string | undefined) =>
    [...dashboardKeys.all, card, teamId ?? 'all'] as const,
};
