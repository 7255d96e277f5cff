/**
 * Files that are not public (DESIGN §5: a product's files and derivatives): reached only through a
 * short-lived signed URL handed out to whoever may see them. On S3 that is the bucket's own signed
 * URL; on local disk it is `/api/v1/files/<key>?expires=…&signature=…`, signed with a key of its
 * own and checked by the route below. Expiry is rounded up to the hour, so a page's images keep
 * one URL (and the browser's cache) for at least an hour.
 */
import { API_BASE } from '@atelier/domain';
import type { Secrets } from '../auth/secrets.ts';
import { checkKey } from './storage.ts';
import type { Storage } from './storage.ts';

export const PRIVATE_FILES_PREFIX = `${API_BASE}/files/`;
/** Keys under these folders are never served at the public /media path. */
/**
 * Support screenshots (issue 14) are read only by support, in the e-mail they come with; a
 * message's files only by the conversation's readers; a line sheet only by its maker.
 */
export const PRIVATE_FOLDERS = ['products/', 'support/', 'messages/', 'linesheets/'];
const HOUR_S = 3600;

export interface PrivateFiles {
  url(key: string, now?: number): Promise<string>;
  /** Whether a local link is genuine and not yet expired. */
  verify(key: string, expires: string, signature: string, now?: number): boolean;
}

export function privateFiles(storage: Storage, secrets: Secrets): PrivateFiles {
  const sign = (key: string, expires: string) => secrets.digest('file', `${key}\n${expires}`);
  return {
    async url(key, now = Date.now()) {
      if (!storage.localRoot) return storage.url(key);
      const expires = String((Math.floor(now / 1000 / HOUR_S) + 2) * HOUR_S);
      const query = `expires=${expires}&signature=${sign(checkKey(key), expires)}`;
      return `${PRIVATE_FILES_PREFIX}${key}?${query}`;
    },
    verify(key, expires, signature, now = Date.now()) {
      if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now) return false;
      return secrets.same(sign(key, expires), signature);
    },
  };
}
