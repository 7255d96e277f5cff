import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { dashboardKeys, type DashboardCard } from '../api/keys';

/** Changes heard within this long of the first are one refetch: a busy team asks once. */
export const LIVE_DASHBOARD_DELAY_MS = 1000;

/** A product's change can move every card; a comment only the recent activity. */
const PRODUCT_CARDS: readonly DashboardCard[] = [
  'activeProducts',
  'trendingFabrics',
  'totalUploads',
  'recentActivity',
];
const COMMENT_CARDS: readonly DashboardCard[] = ['recentActivity'];

/**
 * The cards follow what teammates do without reload (issue 43 §3.19). The events carry ids only,
 * so a card asks again — but only for the team shown (with none selected, every team's change
 * counts), only the cards a change can move, and at most once a LIVE_DASHBOARD_DELAY_MS: the
 * first change starts the wait, and every change heard meanwhile joins that one refetch.
 */
export function useLiveDashboard(teamId: string | undefined): void {
  const queryClient = useQueryClient();
  const pending = useRef(new Set<DashboardCard>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Another team selected: what was waiting was for the cards no longer shown.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      pending.current.clear();
    },
    [teamId],
  );

  const changed = (changeTeamId: string, cards: readonly DashboardCard[]) => {
    if (teamId && changeTeamId !== teamId) return;
    for (const card of cards) pending.current.add(card);
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      const due = [...pending.current];
      pending.current.clear();
      for (const card of due) {
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.card(card, teamId) });
      }
    }, LIVE_DASHBOARD_DELAY_MS);
  };
  useRealtimeEvent('productChanged', (change) => changed(change.teamId, PRODUCT_CARDS));
  useRealtimeEvent('commentChanged', (change) => changed(change.teamId, COMMENT_CARDS));
}
