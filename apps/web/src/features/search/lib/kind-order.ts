import { SEARCH_KINDS, type SearchKind } from '@atelier/domain';

/**
 * The order the kinds of hits are shown in: the colours first when a hex code was searched (what
 * it matched, then the products wearing them), otherwise SEARCH_KINDS' own order.
 */
export function kindsInOrder(hex: string | undefined): readonly SearchKind[] {
  return hex === undefined
    ? SEARCH_KINDS
    : ['colour', ...SEARCH_KINDS.filter((kind) => kind !== 'colour')];
}
