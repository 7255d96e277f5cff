import type { CatalogueKind } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { useEntries } from '../../../features/catalogues/api/get-entries';
import { teamColoursQueryOptions } from '../../../api/get-team-colours';
import type { ProductCatalogues } from '../../../features/products/lib/catalogues';

// The largest page the catalogue routes answer; a team's catalogue is short.
const ALL = { page: 1, limit: 100, search: '', sortBy: 'name', orderBy: 'asc' } as const;

/** The scope of the entries of every team the user is in (`GET <kind>` without a team). */
const ALL_TEAMS = '';

/** A catalogue's entries as choices: one team's, or with `ALL_TEAMS` those of every team. */
function useOptions(kind: CatalogueKind, teamId: string | null, categoryId?: string | null) {
  const enabled = teamId !== null && (kind !== 'subCategory' || Boolean(categoryId));
  const query = useEntries(
    kind,
    { ...ALL, teamId: teamId ?? '', ...(categoryId ? { categoryId } : {}) },
    { enabled },
  );
  if (!enabled) return [];
  return (query.data?.entries ?? []).map((entry) => ({ value: entry._id, label: entry.name }));
}

/** A team's catalogues for the product form and the wall's filters (products feature's hook). */
export function useProductCatalogues(
  teamId: string | null,
  categoryId: string | null,
): ProductCatalogues {
  const colours = useQuery({ ...teamColoursQueryOptions(teamId ?? ''), enabled: Boolean(teamId) });
  return {
    categories: useOptions('category', teamId),
    subCategories: useOptions('subCategory', teamId, categoryId),
    seasons: useOptions('season', teamId),
    fabrics: useOptions('fabric', teamId),
    tags: useOptions('tag', teamId),
    colours: teamId
      ? (colours.data ?? []).map((colour) => ({ value: colour._id, label: colour.name }))
      : [],
  };
}

/**
 * What the wall filters by: a team's seasons, categories, fabrics and tags, or on the wall of all
 * teams those of every team the user is in (the first 100 of each; names filter, not ids).
 */
export function useWallCatalogues(teamId: string | undefined): ProductCatalogues {
  const scope = teamId ?? ALL_TEAMS;
  return {
    categories: useOptions('category', scope),
    subCategories: [],
    seasons: useOptions('season', scope),
    fabrics: useOptions('fabric', scope),
    tags: useOptions('tag', scope),
    colours: [],
  };
}
