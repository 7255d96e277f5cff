/**
 * One master secret (JWT_SECRET, which also signs session tokens), a key of its own derived with
 * HKDF for each other use: codes, reset links, sign-up attempts, invitations, share links (of
 * products, line sheets and tech packs, each its own), file links, calendar feeds, social sign-in trips. A hash made for one purpose never verifies for
 * another, and no stored hash is keyed with the secret that signs sessions.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export type SecretPurpose =
  | 'otp'
  | 'reset'
  | 'signup'
  | 'invite'
  | 'share'
  | 'linesheet'
  | 'techpack'
  | 'file'
  | 'calendar'
  | 'social'
  | 'signInFailures';

export interface Secrets {
  /** HMAC-SHA256 of `value` under the purpose's key, hex. */
  digest(purpose: SecretPurpose, value: string): string;
  /** Compares two digests in constant time. */
  same(a: string, b: string): boolean;
}

export function deriveSecrets(master: string): Secrets {
  const keys = new Map<SecretPurpose, Buffer>();
  const keyFor = (purpose: SecretPurpose) => {
    let key = keys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', master, 'atelier', `atelier:${purpose}`, 32));
      keys.set(purpose, key);
    }
    return key;
  };
  return {
    digest: (purpose, value) => createHmac('sha256', keyFor(purpose)).update(value).digest('hex'),
    same: (a, b) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b)),
  };
}
