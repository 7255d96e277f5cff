import type { Colour } from '@atelier/domain';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { runMutation } from '../../../lib/run-mutation';
import { useToggleFavorite } from '../api/toggle-favorite';

/** The star: a toggle button for the colour being one of my favourites. */
export function FavouriteButton({ colour }: { colour: Colour }) {
  const toggle = useToggleFavorite();
  return (
    <Tooltip label={colour.isFavorite ? 'Remove from favourites' : 'Add to favourites'} withArrow>
      <ActionIcon
        variant="subtle"
        color={colour.isFavorite ? 'yellow.6' : 'gray'}
        aria-label={`Favourite ${colour.name}`}
        aria-pressed={colour.isFavorite}
        loading={toggle.isPending}
        onClick={() => void runMutation(() => toggle.mutateAsync(colour._id))}
      >
        {colour.isFavorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
