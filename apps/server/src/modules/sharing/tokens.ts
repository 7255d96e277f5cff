/**
 * A share link's token (DESIGN §6): its id and a signature of it under the key HKDF derives for
 * share links. Nothing secret is stored, the sharer can copy the link again, and a token cannot
 * be made for another link, product or grant without the server's secret.
 */
import type { Secrets } from '../../platform/auth/secrets.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const shareToken = (secrets: Secrets, linkId: string) =>
  `${linkId}.${secrets.digest('share', linkId)}`;

/** The link id a token was signed for, or null for anything else. */
export function linkIdOf(secrets: Secrets, token: string): string | null {
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0 || !UUID.test(id)) return null;
  return secrets.same(signature, secrets.digest('share', id)) ? id : null;
}
