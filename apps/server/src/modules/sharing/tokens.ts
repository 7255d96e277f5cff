/**
 * A share link's token (DESIGN §6): its id and a signature of it under the key HKDF derives for
 * share links. Nothing secret is stored, the sharer can copy the link again, and a token cannot
 * be made for another link, product or grant without the server's secret.
 */
import type { SecretPurpose, Secrets } from '../../platform/auth/secrets.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Links of other kinds (a live line sheet, a tech pack sent to a factory) sign under a purpose of
 * their own, so a token of one kind never opens another.
 */
type LinkPurpose = Extract<SecretPurpose, 'share' | 'linesheet' | 'techpack'>;

export const shareToken = (secrets: Secrets, linkId: string, purpose: LinkPurpose = 'share') =>
  `${linkId}.${secrets.digest(purpose, linkId)}`;

/** The link id a token was signed for, or null for anything else. */
export function linkIdOf(
  secrets: Secrets,
  token: string,
  purpose: LinkPurpose = 'share',
): string | null {
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0 || !UUID.test(id)) return null;
  return secrets.same(signature, secrets.digest(purpose, id)) ? id : null;
}
