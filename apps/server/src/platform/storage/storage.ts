/**
 * Object storage (DESIGN §1, §5): one interface, two adapters. Local disk under DATA_DIR/uploads
 * (the default, served at /media) and an S3-compatible bucket (files reached through short-lived
 * signed URLs). A file appears under its key only once it was written whole, on both.
 */
import type { Readable } from 'node:stream';

export interface SaveOptions {
  /** What the file is, as the sniffed content said; served with it where storage serves it. */
  contentType?: string;
}

export interface Storage {
  /** The folder served at /media when files live on this machine's disk; undefined otherwise. */
  readonly localRoot: string | undefined;
  /** Streams `body` into `key`; resolves with the bytes written. */
  save(key: string, body: Readable, options?: SaveOptions): Promise<number>;
  /** Opens `key` for reading; rejects when it does not exist. */
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Removes `key`; nothing happens when it is already gone. */
  remove(key: string): Promise<void>;
  /** Where a client fetches `key`: /media/<key> on disk, a short-lived signed URL on S3. */
  url(key: string): Promise<string>;
  /**
   * Removes what uploads cut short by a crash left behind (local disk: temporary files nobody has
   * written to for STALE_TEMP_MS); answers how many. S3 keeps nothing half-written to remove.
   */
  sweepTemporary(): Promise<number>;
}

/** A temporary file unwritten this long belongs to no upload in flight: each write touches it. */
export const STALE_TEMP_MS = 60 * 60 * 1000;

export const MEDIA_PREFIX = '/media/';

/**
 * Keys are relative, slash-separated paths of plain segments: no `.` or `..`, no empty segment,
 * no backslash or control character. Both adapters refuse anything else, so a key means the same
 * file on disk and in a bucket and can never reach outside the uploads.
 */
export function checkKey(key: string): string {
  const segments = key.split('/');
  const plain = segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  // eslint-disable-next-line no-control-regex
  if (!plain || /[\\\u0000-\u001f\u007f]/.test(key) || key.length > 1024) {
    throw new Error(`storage key escapes root: ${JSON.stringify(key)}`);
  }
  return key;
}

/** The URL of an optional key, for presenters (no key, no URL). */
export async function urlOf(storage: Storage, key: string | null): Promise<string | null> {
  return key ? storage.url(key) : null;
}
