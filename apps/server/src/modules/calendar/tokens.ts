/**
 * A calendar feed's token: the feed's id and a signature of it under the key HKDF derives for
 * calendar feeds (as share links do). Nothing secret is stored, the owner can copy the address
 * again, and deleting the feed's row revokes it. The signature is cut to 128 bits, plenty for an
 * HMAC, so the token fits in one path segment (the router takes at most 100 characters).
 */
import type { Secrets } from '../../platform/auth/secrets.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE_LENGTH = 32;

const signatureOf = (secrets: Secrets, feedId: string) =>
  secrets.digest('calendar', feedId).slice(0, SIGNATURE_LENGTH);

export const feedToken = (secrets: Secrets, feedId: string) =>
  `${feedId}.${signatureOf(secrets, feedId)}`;

/** The feed id a token was signed for, or null for anything else. */
export function feedIdOf(secrets: Secrets, token: string): string | null {
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0 || !UUID.test(id)) return null;
  return secrets.same(signature, signatureOf(secrets, id)) ? id : null;
}
