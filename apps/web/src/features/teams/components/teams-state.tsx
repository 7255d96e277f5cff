import type { Team } from '@atelier/domain';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { useTeams } from '../api/get-teams';

interface TeamsStateProps {
  /** Shown until the teams are in. */
  loading: ReactNode;
  children: (teams: Team[]) => ReactNode;
}

/** A section made of the user's teams: its placeholder first, or why they could not be loaded. */
export function TeamsState({ loading, children }: TeamsStateProps) {
  const teamsQuery = useTeams();
  return (
    <QueryState query={teamsQuery} errorTitle="Your teams could not be loaded" loading={loading}>
      {children}
    </QueryState>
  );
}
