import type { Team } from '@atelier/domain';
import { useMemo } from 'react';
import { useColours } from '../../../features/colours/api/get-colours';
import type { StepKey } from '../../../features/dashboard/components/first-steps';
import { useProductsPage } from '../../../features/products/api/get-products';

interface Facts {
  teams: readonly Team[] | undefined;
  /** The team the switcher chose; null for all of them. */
  selectedTeam: Team | null;
  hasProfile: boolean;
}

/**
 * What the user has done of the first steps (issue 34 §5): made a team of their own (joining one
 * is not making one), and — in the selected team, or in any when none is — added a product and
 * a colour. One smallest page of each answers; a read the user may not make counts as not done.
 */
export function useFirstStepsDone({ teams, selectedTeam, hasProfile }: Facts) {
  const hasTeams = (teams?.length ?? 0) > 0;
  const products = useProductsPage(
    { page: 1, limit: 10, ...(selectedTeam ? { teamId: selectedTeam._id } : {}) },
    { enabled: hasTeams },
  );
  const colourTeam = selectedTeam ?? teams?.[0];
  const colours = useColours(
    {
      teamId: colourTeam?._id ?? '',
      page: 1,
      limit: 10,
      search: '',
      sortBy: 'createdAt',
      orderBy: 'desc',
    },
    { enabled: Boolean(colourTeam) },
  );
  const ownsTeam = teams?.some((team) => team.isOwner) ?? false;
  const hasProduct = (products.data?.total ?? 0) > 0;
  const hasColour = (colours.data?.total ?? 0) > 0;
  return useMemo(() => {
    const done = new Set<StepKey>();
    if (ownsTeam) done.add('team');
    if (hasProduct) done.add('product');
    if (hasColour) done.add('colours');
    if (hasProfile) done.add('profile');
    return done;
  }, [ownsTeam, hasProduct, hasColour, hasProfile]);
}
