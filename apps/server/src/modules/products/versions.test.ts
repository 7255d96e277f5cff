import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileVersion } from '@atelier/domain';
import { mediaFiles, productFileVersions, productItems } from '../../db/schema/index.ts';
import {
  addMember,
  call,
  makeProductWithImage,
  makeUser,
  multipartForm,
  PNG,
} from '../../test/factories.ts';
import type { FormPart } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const red = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#D22B2B' } })
    .png()
    .toBuffer();

async function addVersion(token: string, productId: string, fileId: string, parts: FormPart[]) {
  const form = multipartForm(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/product/${productId}/files/${fileId}/versions`,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const versionsOf = async (token: string, productId: string, fileId: string) =>
  call(t, 'GET', `product/${productId}/files/${fileId}/versions`, { token });

describe('a file’s versions', () => {
  it('keeps the first upload as version 1 and shows the newest everywhere, under the same file', async () => {
    const owner = await makeUser(t);
    const { productId, imageId } = await makeProductWithImage(t, owner);

    const single = await versionsOf(owner.token, productId, imageId);
    expect(single.status).toBe(200);
    expect(single.body.data).toEqual([
      expect.objectContaining({ _id: imageId, number: 1, label: 'Version 1', current: true }),
    ]);

    const added = await addVersion(owner.token, productId, imageId, [
      { field: 'label', value: 'Proto 2' },
      { field: 'file', fileName: 'front-proto2.png', content: await red() },
    ]);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.responseMessage).toBe('New version added.');
    expect(added.body.data).toMatchObject({
      fileId: imageId,
      number: 2,
      label: 'Proto 2',
      name: 'front-proto2.png',
      current: true,
      status: 'pending',
      uploadedBy: { _id: expect.any(String) },
    });

    const third = await addVersion(owner.token, productId, imageId, [
      { field: 'file', fileName: 'front.png', content: PNG },
    ]);
    expect(third.body.data).toMatchObject({ number: 3, label: 'Version 3' });

    const listed = (await versionsOf(owner.token, productId, imageId)).body.data as FileVersion[];
    expect(listed.map((version) => [version.number, version.label, version.current])).toEqual([
      [1, 'Version 1', false],
      [2, 'Proto 2', false],
      [3, 'Version 3', true],
    ]);
    // The file keeps its name and place, and points at the newest upload.
    const files = await call(t, 'GET', `product/${productId}/files`, { token: owner.token });
    const file = files.body.data.find((item: { _id: string }) => item._id === imageId);
    expect(file.name).toBe('front.png');
    const [row] = await t.db.select().from(productItems).where(eq(productItems.id, imageId));
    const [newest] = await t.db
      .select()
      .from(productFileVersions)
      .where(eq(productFileVersions.id, listed[2]!._id));
    expect(row!.path).toBe(newest!.path);
  });

  it('keeps each round’s comments and pins with it', async () => {
    const owner = await makeUser(t);
    const { productId, imageId } = await makeProductWithImage(t, owner);
    const pin = (text: string) =>
      call(t, 'POST', 'product/productImgComments', {
        token: owner.token,
        body: { productId, fileId: imageId, text, x: 0.5, y: 0.5 },
      });
    const first = await pin('Shorten the hem');
    expect(first.body.data.version).toBe(1);
    await addVersion(owner.token, productId, imageId, [
      { field: 'label', value: 'Proto 2' },
      { field: 'file', fileName: 'proto2.png', content: await red() },
    ]);
    const second = await pin('Hem is right now');
    expect(second.body.data.version).toBe(2);
    // A reply to the first round's thread stays in that round.
    const reply = await call(t, 'POST', 'product/productImgComments', {
      token: owner.token,
      body: { productId, fileId: imageId, text: 'Fixed in proto 2', parentId: first.body.data._id },
    });
    expect(reply.body.data.version).toBe(1);

    const read = (version?: number) =>
      call(
        t,
        'GET',
        `product/getProductImgComments?productId=${productId}&fileId=${imageId}${version === undefined ? '' : `&version=${version}`}`,
        { token: owner.token },
      );
    const texts = async (version?: number) =>
      ((await read(version)).body.data as { text: string }[]).map((comment) => comment.text);
    expect(await texts()).toEqual(['Hem is right now']);
    expect(await texts(2)).toEqual(['Hem is right now']);
    expect(await texts(1)).toEqual(['Shorten the hem', 'Fixed in proto 2']);
    expect((await read(0)).status).toBe(400);
  });

  it('refuses what it must: no right to edit, another team’s file, a folder, another kind, a long name', async () => {
    const owner = await makeUser(t);
    const { team, productId, imageId, textFileId } = await makeProductWithImage(t, owner);
    const viewer = await makeUser(t);
    await addMember(t, team._id, viewer.user.id, ['canViewProducts']);
    const outsider = await makeUser(t);
    const image = async () => ({ field: 'file', fileName: 'v2.png', content: await red() });

    expect((await versionsOf(viewer.token, productId, imageId)).status).toBe(200);
    const byViewer = await addVersion(viewer.token, productId, imageId, [await image()]);
    expect(byViewer.status).toBe(403);
    expect((await versionsOf(outsider.token, productId, imageId)).status).toBe(404);
    expect((await addVersion(outsider.token, productId, imageId, [await image()])).status).toBe(
      404,
    );

    const other = await makeProductWithImage(t, outsider);
    expect((await addVersion(owner.token, productId, other.imageId, [await image()])).status).toBe(
      404,
    );
    expect((await versionsOf(owner.token, productId, other.imageId)).status).toBe(404);

    const asPdf = await addVersion(owner.token, productId, imageId, [
      { field: 'file', fileName: 'spec.txt', content: Buffer.from('notes') },
    ]);
    expect(asPdf.status).toBe(400);
    expect(asPdf.body.responseMessage).toBe(
      'A new version must be the same kind of file: an image for an image.',
    );
    const long = await addVersion(owner.token, productId, imageId, [
      { field: 'label', value: 'x'.repeat(61) },
      await image(),
    ]);
    expect(long.status).toBe(400);
    expect(long.body.responseMessage).toBe('Keep a version’s name under 60 characters.');
    // A NUL in the name is the name's fault, not a broken upload's (issue 43 §3.16).
    const nul = await addVersion(owner.token, productId, imageId, [
      { field: 'label', value: 'Proto\u00002' },
      await image(),
    ]);
    expect(nul.status).toBe(400);
    expect(nul.body.responseMessage).toBe('A version’s name cannot contain control characters.');
    expect(nul.body.data.errors).toMatchObject([
      { field: 'label', message: 'A version’s name cannot contain control characters.' },
    ]);
    const two = await addVersion(owner.token, productId, imageId, [
      await image(),
      { field: 'file', fileName: 'v3.png', content: PNG },
    ]);
    expect(two.status).toBe(400);
    expect(two.body.responseMessage).toBe('Choose one file for the new version.');
    const none = await addVersion(owner.token, productId, imageId, [
      { field: 'label', value: 'Proto 2' },
    ]);
    expect(none.status).toBe(400);

    // Nothing of the refused uploads is kept, and the file still has one version.
    const listed = (await versionsOf(owner.token, productId, imageId)).body.data;
    expect(listed).toHaveLength(1);
    const stored = await t.db.select().from(mediaFiles).where(eq(mediaFiles.teamId, team._id));
    expect(stored).toHaveLength(2);
    expect(textFileId).toBeTruthy();
  });

  it('lets the older versions’ uploads go with the file', async () => {
    const owner = await makeUser(t);
    const { team, productId, imageId } = await makeProductWithImage(t, owner);
    await addVersion(owner.token, productId, imageId, [
      { field: 'file', fileName: 'v2.png', content: await red() },
    ]);
    const before = await t.db.select().from(mediaFiles).where(eq(mediaFiles.teamId, team._id));
    expect(before).toHaveLength(3);
    const deleted = await call(t, 'DELETE', `product/${productId}/items/${imageId}`, {
      token: owner.token,
    });
    expect(deleted.status).toBe(200);
    const after = await t.db.select().from(mediaFiles).where(eq(mediaFiles.teamId, team._id));
    expect(after).toHaveLength(1);
  });

  it('lets every version’s upload go with the product', async () => {
    const owner = await makeUser(t);
    const { team, productId, imageId } = await makeProductWithImage(t, owner);
    await addVersion(owner.token, productId, imageId, [
      { field: 'file', fileName: 'v2.png', content: await red() },
    ]);
    expect((await call(t, 'DELETE', `product/${productId}`, { token: owner.token })).status).toBe(
      200,
    );
    const left = await t.db.select().from(mediaFiles).where(eq(mediaFiles.teamId, team._id));
    expect(left).toEqual([]);
  });
});
