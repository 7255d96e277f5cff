import { colourEndpoints, type Colour, type FavoriteResult } from '@atelier/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { ColoursPage } from './get-colours';
import { colourKeys } from './keys';

/** `POST colour/favorite` {colourId}: marks or unmarks it, answering {colourId, isFavorite}. */
export function toggleFavorite(colourId: string) {
  return callApi(colourEndpoints.toggleFavorite, { body: { colourId } });
}

/** Every loaded list and grid shows the new star at once. */
function markEverywhere(queryClient: QueryClient, { colourId, isFavorite }: FavoriteResult) {
  const mark = (colour: Colour) => (colour._id === colourId ? { ...colour, isFavorite } : colour);
  queryClient.setQueriesData<ColoursPage>({ queryKey: colourKeys.lists }, (page) =>
    page ? { ...page, colours: page.colours.map(mark) } : page,
  );
  queryClient.setQueriesData<Colour[]>({ queryKey: colourKeys.teams }, (colours) =>
    colours?.map(mark),
  );
}

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onSuccess: ({ data }) => {
      markEverywhere(queryClient, data);
      return queryClient.invalidateQueries({ queryKey: colourKeys.favorites });
    },
  });
}
