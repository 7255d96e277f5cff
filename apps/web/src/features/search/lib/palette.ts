import { createSpotlight } from '@mantine/spotlight';

/** The one command palette of the signed-in app, opened from the header or a shortcut. */
export const [paletteStore, palette] = createSpotlight();
