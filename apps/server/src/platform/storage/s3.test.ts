/**
 * What only the S3 adapter does: short-lived signed URLs. s3rver checks their age but not their
 * version 4 signature, so that a URL opens only its own file is left to S3 itself.
 */
import os from 'node:os';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startS3 } from '../../test/s3.ts';
import type { TestS3 } from '../../test/s3.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

let s3: TestS3;
let storage: Storage;
const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

beforeAll(async () => {
  s3 = await startS3();
  storage = s3Storage(loadConfig({ DATA_DIR: os.tmpdir(), ...s3.env }).s3!);
  await storage.save('signed/picture.png', Readable.from([PNG_BYTES]), {
    contentType: 'image/png',
  });
});
afterAll(() => s3.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('S3 signed URLs', () => {
  it('serve the file to a plain fetch, with the content type it was stored with', async () => {
    const url = await storage.url('signed/picture.png');
    expect(url.startsWith(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/signed/picture.png?`)).toBe(
      true,
    );
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  it('stop working once they expire', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 16 * 60 * 1000);
    const stale = await storage.url('signed/picture.png');
    vi.useRealTimers();
    const res = await fetch(stale);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Request has expired');
  });

  it('stay the same for a few minutes, so browsers can cache the file', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:00:30Z'));
    const first = await storage.url('signed/picture.png');
    vi.setSystemTime(new Date('2030-01-01T10:04:59Z'));
    expect(await storage.url('signed/picture.png')).toBe(first);
    vi.setSystemTime(new Date('2030-01-01T10:05:00Z'));
    expect(await storage.url('signed/picture.png')).not.toBe(first);
  });
});
