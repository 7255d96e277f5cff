import { existsSync, readdirSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mediaFiles } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser, multipartFile } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let uploads: string;
beforeAll(async () => {
  t = await createTestApp();
  uploads = path.join(t.config.dataDir, 'uploads');
});
afterAll(() => t.close());

const image = (format: 'png' | 'jpeg' | 'webp', width = 2000, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: '#1F4E79' } })
    .toFormat(format)
    .toBuffer();

async function fabricOf() {
  const user = await makeUser(t);
  const team = await makeTeam(t, user);
  const res = await call(t, 'POST', 'fabric', {
    token: user.token,
    body: { teamId: team._id, name: 'Poplin' },
  });
  return { owner: user, team, fabric: res.body.data as { _id: string } };
}

async function upload(token: string, fabricId: string, name: string, content: Buffer) {
  const form = multipartFile('file', name, content);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/fabric/${fabricId}/swatch`,
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const onDisk = (url: string) => path.join(uploads, url.replace(/^\/media\//, ''));
const filesOf = (teamId: string, fabricId: string) => {
  const folder = path.join(uploads, 'fabrics', teamId, fabricId);
  return existsSync(folder) ? readdirSync(folder).sort() : [];
};

describe('POST fabric/{id}/swatch', () => {
  it('stores the image, answers at once with the derivatives pending, and the job makes both WebPs', async () => {
    const { owner, team, fabric } = await fabricOf();
    const res = await upload(owner.token, fabric._id, 'swatch.png', await image('png'));
    expect(res.status).toBe(200);
    expect(res.body.responseMessage).toBe('Swatch uploaded successfully.');
    const swatch = res.body.data.swatch;
    expect(swatch).toMatchObject({ status: 'pending', thumbnailUrl: null, previewUrl: null });
    expect(swatch.url).toMatch(
      new RegExp(`^/media/fabrics/${team._id}/${fabric._id}/[0-9a-f-]+\\.png$`),
    );
    expect(swatch.path).toBe(swatch.url.replace('/media/', ''));
    expect((await sharp(await readFile(onDisk(swatch.url))).metadata()).format).toBe('png');

    // The job was recorded with the upload, so it survives a restart.
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'media.derivatives'));
    expect(job?.payload).toEqual({ path: swatch.path });
    await t.deliver();

    const read = await call(t, 'GET', `fabric/${fabric._id}`, { token: owner.token });
    const ready = read.body.data.swatch;
    expect(ready.status).toBe('ready');
    const name = path.basename(swatch.path, '.png');
    expect(ready.thumbnailUrl).toBe(swatch.url.replace(`${name}.png`, `th_${name}.webp`));
    expect(ready.previewUrl).toBe(swatch.url.replace(`${name}.png`, `pre_${name}.webp`));
    const thumbnail = await sharp(await readFile(onDisk(ready.thumbnailUrl))).metadata();
    const preview = await sharp(await readFile(onDisk(ready.previewUrl))).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 320, height: 160 });
    expect(preview).toMatchObject({ format: 'webp', width: 1280, height: 640 });
    const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.path, swatch.path));
    expect(row).toMatchObject({
      status: 'ready',
      width: 2000,
      height: 1000,
      contentType: 'image/png',
      teamId: team._id,
      ownerId: owner.user.id,
    });

    const served = await t.app.inject({ method: 'GET', url: ready.thumbnailUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it.each([
    ['jpg', 'jpeg'],
    ['jpeg', 'jpeg'],
    ['webp', 'webp'],
  ] as const)('takes .%s files', async (ext, format) => {
    const { owner, fabric } = await fabricOf();
    const res = await upload(
      owner.token,
      fabric._id,
      `s.${ext.toUpperCase()}`,
      await image(format, 200, 100),
    );
    expect(res.status).toBe(200);
    await t.deliver();
    const read = await call(t, 'GET', `fabric/${fabric._id}`, { token: owner.token });
    // Small images are never enlarged.
    const thumbnail = await sharp(
      await readFile(onDisk(read.body.data.swatch.thumbnailUrl)),
    ).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 200, height: 100 });
  });

  it.each([
    ['swatch.jpg', 'png', 'The file content does not match its extension.'],
    ['swatch.webp', 'jpeg', 'The file content does not match its extension.'],
    ['swatch.png', 'pdf', 'The file content does not match its extension.'],
    ['swatch.gif', 'png', 'Please upload a JPG, PNG or WebP image.'],
    ['swatch.svg', 'png', 'Please upload a JPG, PNG or WebP image.'],
    ['swatch', 'png', 'Please upload a JPG, PNG or WebP image.'],
  ] as const)('refuses %s holding %s', async (name, kind, message) => {
    const { owner, team, fabric } = await fabricOf();
    const content =
      kind === 'pdf'
        ? Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')
        : await image(kind, 50, 50);
    const res = await upload(owner.token, fabric._id, name, content);
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(res.body.data.errors).toMatchObject([{ field: 'file', message }]);
    expect(filesOf(team._id, fabric._id)).toEqual([]);
    expect(
      await t.db.select().from(mediaFiles).where(eq(mediaFiles.ownerId, owner.user.id)),
    ).toEqual([]);
  });

  it('refuses an image over 10 MB and keeps nothing of it', async () => {
    const { owner, team, fabric } = await fabricOf();
    const png = await image('png', 10, 10);
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(owner.token, fabric._id, 'big.png', big);
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe('Images must be at most 10 MB.');
    expect(filesOf(team._id, fabric._id)).toEqual([]);
    const read = await call(t, 'GET', `fabric/${fabric._id}`, { token: owner.token });
    expect(read.body.data.swatch).toBeNull();
  });

  it('asks for a file', async () => {
    const { owner, fabric } = await fabricOf();
    const res = await call(t, 'POST', `fabric/${fabric._id}/swatch`, {
      token: owner.token,
      body: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe('Please select a file.');
  });

  it('replaces the previous swatch and removes its files and derivatives', async () => {
    const { owner, team, fabric } = await fabricOf();
    const first = await upload(owner.token, fabric._id, 'a.png', await image('png', 400, 400));
    await t.deliver();
    expect(filesOf(team._id, fabric._id)).toHaveLength(3);
    const second = await upload(owner.token, fabric._id, 'b.jpg', await image('jpeg', 400, 400));
    expect(second.status).toBe(200);
    await t.deliver();
    const files = filesOf(team._id, fabric._id);
    const name = path.basename(second.body.data.swatch.path, '.jpg');
    expect(files).toEqual([`${name}.jpg`, `pre_${name}.webp`, `th_${name}.webp`].sort());
    expect(
      await t.db.select().from(mediaFiles).where(eq(mediaFiles.path, first.body.data.swatch.path)),
    ).toEqual([]);
  });

  it('removes the swatch (DELETE) and with the fabric', async () => {
    const { owner, team, fabric } = await fabricOf();
    await upload(owner.token, fabric._id, 'a.png', await image('png', 400, 400));
    await t.deliver();
    const removed = await call(t, 'DELETE', `fabric/${fabric._id}/swatch`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body.responseMessage).toBe('Swatch removed successfully.');
    expect(removed.body.data.swatch).toBeNull();
    expect(filesOf(team._id, fabric._id)).toEqual([]);

    await upload(owner.token, fabric._id, 'b.png', await image('png', 400, 400));
    await t.deliver();
    expect(filesOf(team._id, fabric._id)).toHaveLength(3);
    expect((await call(t, 'DELETE', `fabric/${fabric._id}`, { token: owner.token })).status).toBe(
      200,
    );
    expect(filesOf(team._id, fabric._id)).toEqual([]);
  });

  it('marks an image that cannot be decoded as failed, without retrying', async () => {
    const { owner, fabric } = await fabricOf();
    const png = await image('png', 300, 300);
    const res = await upload(owner.token, fabric._id, 'broken.png', png.subarray(0, 120));
    expect(res.status).toBe(200);
    await t.deliver();
    const read = await call(t, 'GET', `fabric/${fabric._id}`, { token: owner.token });
    expect(read.body.data.swatch).toMatchObject({
      status: 'failed',
      thumbnailUrl: null,
      previewUrl: null,
    });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.payload, { path: res.body.data.swatch.path }));
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('marks an image whose file has gone as failed', async () => {
    const { owner, fabric } = await fabricOf();
    const res = await upload(owner.token, fabric._id, 'a.png', await image('png', 50, 50));
    await rm(onDisk(res.body.data.swatch.url));
    await t.deliver();
    const read = await call(t, 'GET', `fabric/${fabric._id}`, { token: owner.token });
    expect(read.body.data.swatch.status).toBe('failed');
  });

  it('stores nothing for someone who may not change the fabric', async () => {
    const { owner, team, fabric } = await fabricOf();
    const viewer = await makeUser(t);
    await addMember(t, team._id, viewer.user.id, ['canViewTeams', 'canEditTeam']);
    const outsider = await makeUser(t);
    const denied = await upload(viewer.token, fabric._id, 'a.png', await image('png', 50, 50));
    expect(denied.status).toBe(403);
    expect(denied.body.responseMessage).toBe('Ask for permission.');
    const hidden = await upload(outsider.token, fabric._id, 'a.png', await image('png', 50, 50));
    expect(hidden.status).toBe(404);
    expect(filesOf(team._id, fabric._id)).toEqual([]);
    const read = await call(t, 'GET', `fabric/${fabric._id}`, { token: owner.token });
    expect(read.body.data.swatch).toBeNull();
  });
});
