/** Profile pictures with S3 configured: the same pipeline, files in the bucket, signed URLs. */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivativePaths } from '@atelier/domain';
import { mediaFiles } from '../../db/schema/index.ts';
import { call, makeUser, multipartFile } from '../../test/factories.ts';
import { startS3 } from '../../test/s3.ts';
import type { TestS3 } from '../../test/s3.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let s3: TestS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const fetched = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.bytes() };
};

describe('a profile picture on S3', () => {
  it('is stored in the bucket, served through a signed URL, and gets its derivatives', async () => {
    const { token, user } = await makeUser(t);
    const jpeg = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#1F4E79' },
    })
      .jpeg()
      .toBuffer();
    const form = multipartFile('file', 'me.jpg', jpeg, 'image/jpeg');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/fileUpload',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const { path, url } = res.json().data as { path: string; url: string };
    expect(path).toMatch(new RegExp(`^avatars/${user.id}/[0-9a-f-]+\\.jpg$`));
    expect(url.startsWith(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/${path}?X-Amz-`)).toBe(true);
    const original = await fetched(url);
    expect(original).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(Buffer.from(original.body).equals(jpeg)).toBe(true);
    // Files live in the bucket only: /media serves nothing.
    expect((await t.app.inject({ method: 'GET', url: `/media/${path}` })).statusCode).toBe(404);

    await t.deliver();
    const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.path, path));
    expect(row).toMatchObject({ status: 'ready', width: 1600, height: 1200, ownerId: user.id });
    const { thumbnail, preview } = derivativePaths(path);
    for (const [key, width] of [
      [thumbnail, 320],
      [preview, 1280],
    ] as const) {
      const derivative = await fetched(await t.app.ctx.storage.url(key));
      expect(derivative).toMatchObject({ status: 200, type: 'image/webp' });
      expect(await sharp(derivative.body).metadata()).toMatchObject({ format: 'webp', width });
    }

    const saved = await call(t, 'PUT', 'auth/updateProfile', {
      token,
      body: { firstName: 'Ada', profilePicture: path },
    });
    const profilePicture = saved.body.data.profilePicture as string;
    expect(profilePicture.startsWith(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/${path}?`)).toBe(
      true,
    );
    expect(Buffer.from((await fetched(profilePicture)).body).equals(jpeg)).toBe(true);
  });
});
