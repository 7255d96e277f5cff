/**
 * Object storage. Local disk under DATA_DIR/uploads, served at /media (DESIGN §5). Writes go to a
 * temporary file first and are renamed into place, so a failed upload never leaves half a file.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface Storage {
  /** Streams `body` into `key`; resolves with the bytes written. */
  save(key: string, body: Readable): Promise<number>;
  /** Opens `key` for reading; rejects when it does not exist. */
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  url(key: string): string;
}

export const MEDIA_PREFIX = '/media/';

export function localStorage(dataDir: string): Storage & { root: string } {
  const root = path.join(dataDir, 'uploads');
  const tmpDir = path.join(dataDir, 'tmp');
  mkdirSync(root, { recursive: true });
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error(`storage key escapes root: ${key}`);
    return full;
  };
  return {
    root,
    async save(key, body) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, randomUUID());
      try {
        await pipeline(body, createWriteStream(tmp));
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      return (await stat(target)).size;
    },
    async read(key) {
      const full = resolve(key);
      await stat(full);
      return createReadStream(full);
    },
    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch {
        return false;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    url: (key) => MEDIA_PREFIX + key,
  };
}
