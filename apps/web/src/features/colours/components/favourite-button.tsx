import type { Colour } from '@atelier/domain';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { runMutation } from '../../../lib/run-mutation';
import { useToggleFavorite } from '../api/toggle-favorite';
import { useColourT } from '../i18n';

/** The star: a toggle button for the colour being one of my favourites. */
export function FavouriteButton({ colour }: { colour: Colour }) {
  const t = useColourT();
  const toggle = useToggleFavorite();
  return (
    <Tooltip label={colour.isFavorite ? t('fav.remove') : t('fav.add')} withArrow>
      <ActionIcon
        variant="subtle"
        color={colour.isFavorite ? 'yellow.6' : 'gray'}
        aria-label={t('fav.label', { name: colour.name })}
        aria-pressed={colour.isFavorite}
        loading={toggle.isPending}
        onClick={() => void runMutation(() => toggle.mutateAsync(colour._id))}
      >
        {colour.isFavorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
