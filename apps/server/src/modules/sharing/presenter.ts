/** The only place share-link responses are shaped. */
import { displayName } from '@atelier/domain';
import type { ShareLink } from '@atelier/domain';
import type { ShareLinkRow } from '../../db/schema/index.ts';
import type { Secrets } from '../../platform/auth/secrets.ts';
import type { ShareLinkListRow } from './queries.ts';
import { shareToken } from './tokens.ts';

/**
 * The visible address keeps SPEC §2's shape; only the token decides what it opens. `sharedby`
 * names whoever made the link.
 */
export function shareUrl(publicUrl: string, link: ShareLinkRow, token: string, sharedBy: string) {
  const query = new URLSearchParams({ sharedby: sharedBy, token });
  return `${publicUrl}/ProductDetailLinkShare/${link.productId}/${link.teamId}/${link.access}?${query}`;
}

export function presentLink(publicUrl: string, secrets: Secrets, row: ShareLinkListRow): ShareLink {
  const { link } = row;
  const name =
    row.creatorFirstName !== null
      ? displayName({ firstName: row.creatorFirstName, lastName: row.creatorLastName ?? '' })
      : 'Former member';
  const token = shareToken(secrets, link.id);
  return {
    _id: link.id,
    productId: link.productId,
    action: link.access,
    url: shareUrl(publicUrl, link, token, name),
    token,
    email: link.email,
    createdBy: { _id: link.createdBy, name },
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt?.toISOString() ?? null,
  };
}
