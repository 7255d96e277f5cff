import { usePolicy } from '../../../lib/policy';
import { useSelectedTeam } from './use-selected-team';

/**
 * SPEC §6: Create Product is offered when no team is selected, or the user may add products to
 * the selected team, or created it. Both answers come from the team's server-sent policies.
 */
export function useCanCreateProduct(): boolean {
  const { selectedTeamId, selectedTeam } = useSelectedTeam();
  const policies = usePolicy(selectedTeam);
  if (!selectedTeamId) return true;
  if (!selectedTeam) return false; // still loading the selected team's policies
  return policies.canAddProduct || selectedTeam.isOwner;
}
