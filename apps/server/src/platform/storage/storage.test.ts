/** The storage contract, run against both adapters: local disk and S3 (on a local s3rver). */
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startS3 } from '../../test/s3.ts';
import { registerStatic } from '../http/static.ts';
import { localDiskStorage } from './local-disk.ts';
import { s3Storage } from './s3.ts';
import { STALE_TEMP_MS } from './storage.ts';
import type { Storage } from './storage.ts';

interface Fixture {
  storage: Storage;
  /** Every file the adapter holds, wherever it keeps it (temporary files included). */
  stored(): Promise<string[]>;
  /** The bytes a client gets from `url` (null when it gets none). */
  fetch(url: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

async function localFixture(): Promise<Fixture> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-storage-'));
  const storage = localDiskStorage(dataDir);
  const app = Fastify();
  await registerStatic(app, { uploadsRoot: storage.localRoot, webDist: dataDir });
  return {
    storage,
    async stored() {
      const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)));
    },
    async fetch(url) {
      const res = await app.inject({ method: 'GET', url });
      return res.statusCode === 200 ? res.rawPayload : null;
    },
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function s3Fixture(): Promise<Fixture> {
  const s3 = await startS3();
  const config = loadConfig({ DATA_DIR: os.tmpdir(), ...s3.env }).s3!;
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  return {
    storage: s3Storage(config),
    async stored() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: config.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!);
    },
    async fetch(url) {
      const res = await fetch(url);
      return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
    },
    async close() {
      client.destroy();
      await s3.close();
    },
  };
}

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A body that arrives in pieces, as an upload does. */
const streamOf = (...parts: Buffer[]) =>
  Readable.from(
    (async function* () {
      for (const part of parts) {
        await sleep(1);
        yield part;
      }
    })(),
  );

/** Larger than one multipart part (5 MB), so the S3 adapter uploads it in parts. */
const BIG = Buffer.alloc(6 * 1024 * 1024 + 123, 7);

describe.each([
  ['local disk', localFixture],
  ['S3', s3Fixture],
])('%s storage', (_name, setup) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await setup();
  });
  afterAll(() => f.close());

  it('streams a file in, reads it back, and tells it exists', async () => {
    const bytes = await f.storage.save(
      'contract/a/hello.txt',
      streamOf(Buffer.from('hello '), Buffer.from('world')),
      { contentType: 'text/plain' },
    );
    expect(bytes).toBe(11);
    expect(await f.storage.exists('contract/a/hello.txt')).toBe(true);
    expect((await readAll(await f.storage.read('contract/a/hello.txt'))).toString()).toBe(
      'hello world',
    );
  });

  it('streams a file larger than one upload part', async () => {
    const halves = [BIG.subarray(0, 3_000_000), BIG.subarray(3_000_000)];
    expect(await f.storage.save('contract/big.bin', streamOf(...halves))).toBe(BIG.length);
    expect((await readAll(await f.storage.read('contract/big.bin'))).equals(BIG)).toBe(true);
  });

  it('shows a file only once it was written whole, and replaces an older one', async () => {
    await f.storage.save('contract/whole.txt', streamOf(Buffer.from('old')));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const saving = f.storage.save(
      'contract/whole.txt',
      Readable.from(
        (async function* () {
          yield Buffer.from('new ');
          await gate;
          yield Buffer.from('content');
        })(),
      ),
    );
    await sleep(50);
    expect((await readAll(await f.storage.read('contract/whole.txt'))).toString()).toBe('old');
    release();
    await saving;
    expect((await readAll(await f.storage.read('contract/whole.txt'))).toString()).toBe(
      'new content',
    );
  });

  it('answers a missing file: read rejects, exists is false, remove does nothing', async () => {
    await expect(f.storage.read('contract/missing.txt')).rejects.toThrow();
    expect(await f.storage.exists('contract/missing.txt')).toBe(false);
    await expect(f.storage.remove('contract/missing.txt')).resolves.toBeUndefined();
  });

  it('removes a file', async () => {
    await f.storage.save('contract/gone.txt', streamOf(Buffer.from('bye')));
    await f.storage.remove('contract/gone.txt');
    expect(await f.storage.exists('contract/gone.txt')).toBe(false);
    await expect(f.storage.read('contract/gone.txt')).rejects.toThrow();
  });

  it('gives a URL that serves the bytes', async () => {
    const content = Buffer.from('served bytes');
    await f.storage.save('contract/served.txt', streamOf(content), { contentType: 'text/plain' });
    const url = await f.storage.url('contract/served.txt');
    expect(url).toContain('contract/served.txt');
    expect((await f.fetch(url))?.equals(content)).toBe(true);
  });

  it.each([
    ['a body that breaks off early', [Buffer.from('partial')]],
    ['a body that breaks off after a whole upload part', [BIG]],
  ])('leaves nothing behind for %s', async (_case, parts) => {
    const before = await f.stored();
    const broken = Readable.from(
      (async function* () {
        yield* parts;
        throw new Error('connection reset');
      })(),
    );
    await expect(f.storage.save('contract/broken.bin', broken)).rejects.toThrow('connection reset');
    expect(await f.storage.exists('contract/broken.bin')).toBe(false);
    expect(await f.stored()).toEqual(before);
  });

  it.each(['../outside.txt', 'a/../../outside.txt', '/etc/passwd', 'a//b.txt', 'a\\..\\b', '.'])(
    'refuses the key %j everywhere',
    async (key) => {
      const before = await f.stored();
      await expect(f.storage.save(key, streamOf(Buffer.from('x')))).rejects.toThrow(
        'storage key escapes root',
      );
      await expect(f.storage.read(key)).rejects.toThrow('storage key escapes root');
      await expect(f.storage.exists(key)).rejects.toThrow('storage key escapes root');
      await expect(f.storage.remove(key)).rejects.toThrow('storage key escapes root');
      await expect(f.storage.url(key)).rejects.toThrow('storage key escapes root');
      expect(await f.stored()).toEqual(before);
    },
  );
});

describe('local disk temporary files', () => {
  it('are swept once nobody writes to them, never while an upload is in flight', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-sweep-'));
    const storage = localDiskStorage(dataDir);
    const tmpDir = path.join(dataDir, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const longAgo = new Date(Date.now() - STALE_TEMP_MS - 60_000);
    // What a kill -9 mid-upload leaves, and a file another process began a moment ago.
    await writeFile(path.join(tmpDir, 'crashed'), 'half an upload');
    await utimes(path.join(tmpDir, 'crashed'), longAgo, longAgo);
    await writeFile(path.join(tmpDir, 'recent'), 'being written');

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const saving = storage.save(
      'sweep/slow.bin',
      Readable.from(
        (async function* () {
          yield Buffer.from('first part');
          await gate;
          yield Buffer.from(', then the rest');
        })(),
      ),
    );
    await sleep(50);
    const [inFlight] = (await readdir(tmpDir)).filter(
      (name) => !['crashed', 'recent'].includes(name),
    );
    await utimes(path.join(tmpDir, inFlight!), longAgo, longAgo);

    expect(await storage.sweepTemporary()).toBe(1);
    expect((await readdir(tmpDir)).sort()).toEqual([inFlight, 'recent'].sort());
    release();
    await saving;
    expect((await readAll(await storage.read('sweep/slow.bin'))).toString()).toBe(
      'first part, then the rest',
    );
    await rm(dataDir, { recursive: true, force: true });
  });
});
