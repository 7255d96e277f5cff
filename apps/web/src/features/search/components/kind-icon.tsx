import type { SearchKind } from '@atelier/domain';
import {
  IconBell,
  IconCalendarEvent,
  IconChecklist,
  IconFile,
  IconHanger,
  IconMessage,
  IconMessageCircle,
  IconPalette,
  IconRuler2,
  IconSpeakerphone,
  IconTags,
  IconUser,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

const ICONS: Record<SearchKind, Icon> = {
  product: IconHanger,
  comment: IconMessageCircle,
  file: IconFile,
  colour: IconPalette,
  catalogue: IconTags,
  pom: IconRuler2,
  team: IconUsersGroup,
  member: IconUser,
  task: IconChecklist,
  reminder: IconBell,
  event: IconCalendarEvent,
  message: IconMessage,
  announcement: IconSpeakerphone,
};

/** The icon of a kind of hit; a colour shows its swatch instead where it has one. */
export function KindIcon({ kind, size = 18 }: { kind: SearchKind; size?: number }) {
  const Glyph = ICONS[kind];
  return <Glyph size={size} aria-hidden stroke={1.6} />;
}
