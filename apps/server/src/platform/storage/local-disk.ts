/**
 * Files on this machine's disk under DATA_DIR/uploads, served at /media. Writes go to a temporary
 * file first and are renamed into place, so a failed upload never leaves half a file.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkKey, MEDIA_PREFIX, STALE_TEMP_MS } from './storage.ts';
import type { Storage } from './storage.ts';

/**
 * Bytes a file being written may hold in memory: while one write is with the disk, the chunks that
 * arrive meanwhile queue and go down together in one writev (the 16 KiB default stalls the upload
 * on every 64 KiB network chunk).
 */
const WRITE_BUFFER_BYTES = 1024 * 1024;

export function localDiskStorage(dataDir: string): Storage & { localRoot: string } {
  const root = path.join(dataDir, 'uploads');
  const tmpDir = path.join(dataDir, 'tmp');
  mkdirSync(root, { recursive: true });
  // This process's uploads being written: never swept, however long they wait on the network.
  const inFlight = new Set<string>();
  const resolve = (key: string) => {
    const full = path.resolve(root, checkKey(key));
    if (!full.startsWith(root + path.sep)) throw new Error(`storage key escapes root: ${key}`);
    return full;
  };
  return {
    localRoot: root,
    async save(key, body) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, randomUUID());
      inFlight.add(tmp);
      try {
        await pipeline(body, createWriteStream(tmp, { highWaterMark: WRITE_BUFFER_BYTES }));
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      } finally {
        inFlight.delete(tmp);
      }
      return (await stat(target)).size;
    },
    async read(key) {
      const full = resolve(key);
      await stat(full);
      return createReadStream(full);
    },
    async exists(key) {
      const full = resolve(key);
      try {
        return (await stat(full)).isFile();
      } catch {
        return false;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async url(key) {
      return MEDIA_PREFIX + checkKey(key);
    },
    async sweepTemporary() {
      const names = await readdir(tmpDir).catch(() => [] as string[]);
      const staleBefore = Date.now() - STALE_TEMP_MS;
      let removed = 0;
      for (const name of names) {
        const file = path.join(tmpDir, name);
        if (inFlight.has(file)) continue;
        const stats = await stat(file).catch(() => null);
        if (!stats?.isFile() || stats.mtimeMs >= staleBefore) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
