import {
  IconCalendarEvent,
  IconCategory,
  IconHanger,
  IconTags,
  type Icon,
} from '@tabler/icons-react';
import type { PageKind } from '../lib/kinds';

/** The side navigation's icon of each catalogue, for its empty state. */
export const KIND_ICONS: Record<PageKind, Icon> = {
  category: IconCategory,
  fabric: IconHanger,
  season: IconCalendarEvent,
  tag: IconTags,
};
