/** The page that opens each kind of hit, as the web app spells its routes (SPEC §2). */
import type { SearchKind } from '@atelier/domain';

interface Located {
  kind: SearchKind;
  id: string;
  team_id?: string;
  /** A comment's or file's product, a message's conversation, a catalogue entry's kind. */
  ref: string | null;
  /** An image comment's file, a file's extension. */
  detail: string | null;
  /** A colour's or catalogue entry's name: its list opens searched for it. */
  title?: string;
}

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg']);

const CATALOGUE_PAGES: Record<string, string> = {
  category: '/categories',
  subCategory: '/categories',
  fabric: '/fabrics',
  season: '/seasons',
  tag: '/tags',
};

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
const imagePage = (itemId: string, productId: string) =>
  `/productImgDetail/${itemId}?${query({ product: productId })}`;

export function hitUrl(hit: Located): string {
  switch (hit.kind) {
    case 'product':
      return `/productDetail/${hit.id}`;
    case 'comment':
      return hit.detail ? imagePage(hit.detail, hit.ref!) : `/productDetail/${hit.ref}`;
    case 'file':
      return IMAGE_EXTENSIONS.has((hit.detail ?? '').toLowerCase())
        ? imagePage(hit.id, hit.ref!)
        : `/productDetail/${hit.ref}`;
    case 'colour':
      return `/ColorLibrary?${query({ search: hit.title ?? '' })}`;
    case 'catalogue':
      return `${CATALOGUE_PAGES[hit.ref ?? ''] ?? '/categories'}?${query({ search: hit.title ?? '' })}`;
    case 'pom':
      return `/measurements?${query({ pom: hit.id })}`;
    case 'team':
      return `/teamusers/${hit.id}`;
    case 'member':
      return `/teamusers/${hit.team_id}`;
    case 'task':
      return `/Tasks?${query({ task: hit.id })}`;
    case 'reminder':
      return '/wall/reminders';
    case 'event':
      return `/calendar?${query({ event: hit.id })}`;
    case 'message':
      return `/messages?${query({ c: hit.ref ?? '' })}`;
    case 'announcement':
      return '/dashboard';
  }
}
