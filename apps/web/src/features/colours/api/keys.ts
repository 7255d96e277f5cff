import { teamColoursKey } from '../../../api/get-team-colours';

/** Query keys of the colour library; `colourKeys.all` covers every list, grid and favourites. */
export const colourKeys = {
  all: ['colour'] as const,
  lists: ['colour', 'list'] as const,
  list: (query: object) => ['colour', 'list', query] as const,
  favorites: ['colour', 'favorite'] as const,
  favoritePage: (query: object) => ['colour', 'favorite', query] as const,
  teams: ['colour', 'team'] as const,
  team: teamColoursKey,
};
