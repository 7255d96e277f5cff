import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type FitSession } from '@atelier/domain';
import { fitEntries, fitPhotos } from '../../db/schema/index.ts';
import { call, makeProductWithImage, multipartForm, PNG } from '../../test/factories.ts';
import { measurementStudio, type Person } from '../../test/measurements.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A product whose sheet (revision 1) grades T01 from 70 (±1) and T05 from 44 (−0.3/+0.7) in
 * S, M, L; a Fit 1 session in M; two images and a text file among its files.
 */
async function studio() {
  const people = await measurementStudio(t);
  const { editor, pom, productId } = people;
  const spec = await call(t, 'PUT', `product/${productId}/spec`, {
    token: editor.token,
    body: {
      revision: 0,
      unit: 'cm',
      sizes: ['S', 'M', 'L'],
      baseSize: 'M',
      rows: [
        { pomId: pom('T01')._id, base: 70, gradeRule: 1.5, tolerance: { minus: 1, plus: 1 } },
        { pomId: pom('T05')._id, base: 44, gradeRule: 1, tolerance: { minus: 0.3, plus: 0.7 } },
      ],
    },
  });
  expect(spec.status, JSON.stringify(spec.body)).toBe(200);
  const fit = await call(t, 'POST', `product/${productId}/fits`, {
    token: editor.token,
    body: { round: 'Fit 1', sampleSize: 'M' },
  });
  expect(fit.status, JSON.stringify(fit.body)).toBe(201);
  const form = multipartForm([
    { field: 'productId', value: productId },
    { field: 'files', fileName: 'front.png', content: PNG },
    { field: 'files', fileName: 'back.png', content: PNG },
    { field: 'files', fileName: 'notes.txt', content: Buffer.from('notes') },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/fileUpload',
    headers: { ...form.headers, authorization: `Bearer ${editor.token}` },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const [front, back, notes] = uploaded.json().data as { _id: string }[];
  return {
    ...people,
    fitId: fit.body.data._id as string,
    front: front!._id,
    back: back!._id,
    notes: notes!._id,
  };
}

const setPhotos = (person: Person, productId: string, fitId: string, body: unknown) =>
  call(t, 'PUT', `product/${productId}/fits/${fitId}/photos`, { token: person.token, body });

describe('fit photos', () => {
  it('links the product’s images to a session in order, with their open pins', async () => {
    const { editor, viewer, owner, productId, fitId, front, back } = await studio();
    const pin = async (x: number) =>
      call(t, 'POST', 'product/productImgComments', {
        token: owner.token,
        body: { productId, fileId: back, text: 'Sleeve twists here', x, y: 0.5 },
      });
    expect((await pin(0.2)).status).toBe(201);
    const resolved = await pin(0.4);
    await call(t, 'PUT', `product/productImgComments/${resolved.body.data._id}`, {
      token: owner.token,
      body: { resolved: true },
    });
    // A comment without a pin is not a pin.
    await call(t, 'POST', 'product/productImgComments', {
      token: owner.token,
      body: { productId, fileId: back, text: 'Looks good overall' },
    });

    const res = await setPhotos(owner, productId, fitId, { fileIds: [back, front] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.responseMessage).toBe(messages.fitPhotosSaved);
    const data = res.body.data as FitSession;
    expect(
      data.photos.map((photo) => [photo.fileId, photo.name, photo.version, photo.pins]),
    ).toEqual([
      [back, 'back.png', 1, 1],
      [front, 'front.png', 1, 0],
    ]);
    expect(data.photos[0]!.url).toEqual(expect.any(String));

    const read = await call(t, 'GET', `product/${productId}/fits/${fitId}`, {
      token: viewer.token,
    });
    expect(read.status).toBe(200);
    // Who may not read the product's comments sees the photos, not how many pins they hold.
    expect(
      (read.body.data as FitSession).photos.map((photo) => [photo.fileId, photo.pins]),
    ).toEqual([
      [back, null],
      [front, null],
    ]);
    // Lists carry no photos, as they carry no rows.
    const list = await call(t, 'GET', `product/${productId}/fits`, { token: viewer.token });
    expect(list.body.data[0].photos).toEqual([]);

    // Reordered, one taken off; then none.
    const again = await setPhotos(editor, productId, fitId, { fileIds: [front] });
    expect((again.body.data as FitSession).photos.map((photo) => photo.fileId)).toEqual([front]);
    const none = await setPhotos(editor, productId, fitId, { fileIds: [] });
    expect(none.body.data.photos).toEqual([]);
  });

  it('keeps the version a photo was linked at when a newer round comes', async () => {
    const { editor, owner, productId, fitId, front } = await studio();
    await setPhotos(editor, productId, fitId, { fileIds: [front] });
    const red = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#D22B2B' },
    })
      .png()
      .toBuffer();
    const form = multipartForm([{ field: 'file', fileName: 'front-2.png', content: red }]);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v1/product/${productId}/files/${front}/versions`,
      headers: { ...form.headers, authorization: `Bearer ${editor.token}` },
      payload: form.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    // A pin on the newer round is not one of this photo's.
    await call(t, 'POST', 'product/productImgComments', {
      token: owner.token,
      body: { productId, fileId: front, text: 'Hem dips', x: 0.5, y: 0.9 },
    });
    const read = await call(t, 'GET', `product/${productId}/fits/${fitId}`, {
      token: owner.token,
    });
    expect(read.body.data.photos).toMatchObject([{ fileId: front, version: 1, pins: 0 }]);
    // Set again, it stays at its version; a session opened now links the newest.
    const kept = await setPhotos(editor, productId, fitId, { fileIds: [front] });
    expect(kept.body.data.photos).toMatchObject([{ version: 1 }]);
    const fit2 = await call(t, 'POST', `product/${productId}/fits`, {
      token: editor.token,
      body: { round: 'Fit 2', sampleSize: 'M' },
    });
    const newer = await setPhotos(owner, productId, fit2.body.data._id, { fileIds: [front] });
    expect(newer.body.data.photos).toMatchObject([{ version: 2, pins: 1 }]);
  });

  it('takes a deleted file off the session', async () => {
    const { editor, productId, fitId, front, back } = await studio();
    await setPhotos(editor, productId, fitId, { fileIds: [front, back] });
    const deleted = await call(t, 'DELETE', `product/${productId}/items/${front}`, {
      token: editor.token,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const read = await call(t, 'GET', `product/${productId}/fits/${fitId}`, {
      token: editor.token,
    });
    expect(read.body.data.photos.map((photo: { fileId: string }) => photo.fileId)).toEqual([back]);
  });

  it('refuses what is not an image of this product, twice the same, or too many', async () => {
    const { editor, owner, productId, fitId, front, notes } = await studio();
    const elsewhere = await makeProductWithImage(t, owner);
    const folder = await call(t, 'POST', `product/${productId}/folders`, {
      token: editor.token,
      body: { name: 'Fit 1' },
    });
    expect(folder.status, JSON.stringify(folder.body)).toBe(201);
    const cases: [unknown, string, string][] = [
      [{ fileIds: [front, notes] }, messages.fitPhotoNotImage, 'fileIds.1'],
      [{ fileIds: [elsewhere.imageId] }, messages.fitPhotoNotImage, 'fileIds.0'],
      [{ fileIds: [folder.body.data._id] }, messages.fitPhotoNotImage, 'fileIds.0'],
      [{ fileIds: ['not an id'] }, messages.noRecord, 'fileIds.0'],
      [{ fileIds: [front, front] }, messages.fitPhotoTwice, 'fileIds.1'],
      [{ fileIds: 'front.png' }, messages.fitPhotosInvalid, 'fileIds'],
      [{}, messages.fitPhotosInvalid, 'fileIds'],
      [{ fileIds: Array.from({ length: 25 }, () => front) }, messages.fitPhotosTooMany, 'fileIds'],
    ];
    for (const [body, message, field] of cases) {
      const res = await setPhotos(editor, productId, fitId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.responseMessage, JSON.stringify(body)).toBe(message);
      expect(res.body.data.errors[0].field, JSON.stringify(body)).toBe(field);
    }
    expect(await t.db.select().from(fitPhotos).where(eq(fitPhotos.sessionId, fitId))).toEqual([]);
  });

  it('is written by editors only; a viewer is refused, an outsider finds nothing', async () => {
    const { editor, viewer, owner, productId, fitId, front } = await studio();
    const refused = await setPhotos(viewer, productId, fitId, { fileIds: [front] });
    expect(refused.status).toBe(403);
    expect(refused.body.responseMessage).toBe(messages.askPermission);
    const stranger = await makeProductWithImage(t, owner);
    // Another product's session id, through this product: 404.
    const otherSession = await setPhotos(editor, stranger.productId, fitId, { fileIds: [] });
    expect(otherSession.status).toBe(404);
    expect(await t.db.select().from(fitPhotos).where(eq(fitPhotos.sessionId, fitId))).toEqual([]);
  });
});

describe('the list of fit sessions', () => {
  it('counts each session’s latest entry per point in the database', async () => {
    const { editor, viewer, pom, productId, fitId } = await studio();
    const record = (id: string, rows: unknown[]) =>
      call(t, 'PUT', `product/${productId}/fits/${id}`, { token: editor.token, body: { rows } });
    // T01 out of tolerance at first, corrected inside; T05 supplier only, out (−0.5 < −0.3).
    await record(fitId, [
      { pomId: pom('T01')._id, supplier: 72 },
      { pomId: pom('T05')._id, supplier: 43.5 },
    ]);
    await record(fitId, [{ pomId: pom('T01')._id, own: 70.5 }]);
    const second = await call(t, 'POST', `product/${productId}/fits`, {
      token: editor.token,
      body: { round: 'Fit 2', sampleSize: 'L' },
    });
    const secondId = second.body.data._id as string;
    // A comment alone is a row without a measurement; a value cleared is no measurement.
    await record(secondId, [
      { pomId: pom('T01')._id, comment: 'Not measured yet' },
      { pomId: pom('T05')._id, own: 46 },
    ]);
    await record(secondId, [{ pomId: pom('T05')._id, own: null }]);
    // Exactly at the tolerance is inside: T01 at L is 71.5, +1 → 72.5.
    const third = await call(t, 'POST', `product/${productId}/fits`, {
      token: editor.token,
      body: { round: 'Fit 3', sampleSize: 'L' },
    });
    const thirdId = third.body.data._id as string;
    await record(thirdId, [
      { pomId: pom('T01')._id, own: 72.5 },
      { pomId: pom('T05')._id, own: 45.8 },
    ]);
    // A point deleted from the library keeps its entries (by code).
    await t.db.update(fitEntries).set({ pomId: null }).where(eq(fitEntries.sessionId, thirdId));

    const list = await call(t, 'GET', `product/${productId}/fits`, { token: viewer.token });
    expect(list.status).toBe(200);
    const counts = (list.body.data as FitSession[]).map((fit) => [
      fit._id,
      fit.measuredCount,
      fit.outOfToleranceCount,
    ]);
    expect(counts).toEqual([
      [thirdId, 2, 1],
      [secondId, 0, 0],
      [fitId, 2, 1],
    ]);
    // The same counts as each session's own answer.
    for (const [id, measured, out] of counts) {
      const one = await call(t, 'GET', `product/${productId}/fits/${id}`, {
        token: viewer.token,
      });
      expect([one.body.data.measuredCount, one.body.data.outOfToleranceCount]).toEqual([
        measured,
        out,
      ]);
    }
  });
});
