import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type Callout, type Construction, type TimelineEntry } from '@atelier/domain';
import { constructionCallouts, productConstruction } from '../../db/schema/index.ts';
import {
  addMember,
  call,
  makeProductWithImage,
  makeUser,
  multipartForm,
  PNG,
} from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof makeUser>>;

/** A team's product with an image and a text file, its owner, an editor and a viewer. */
async function atelier() {
  const owner = await makeUser(t, { firstName: 'Olive', lastName: 'Owner' });
  const { team, productId, imageId, textFileId } = await makeProductWithImage(t, owner);
  const editor = await makeUser(t, { firstName: 'Eda', lastName: 'Editor' });
  const viewer = await makeUser(t, { firstName: 'Vic', lastName: 'Viewer' });
  await addMember(t, team._id, editor.user.id, ['canViewProducts', 'canEditProduct']);
  await addMember(t, team._id, viewer.user.id, ['canViewProducts']);
  return { owner, editor, viewer, team, productId, imageId, textFileId };
}

const base = (productId: string) => `product/${productId}/construction`;
const read = async (person: Person, productId: string) => {
  const res = await call(t, 'GET', base(productId), { token: person.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Construction;
};
const add = (person: Person, productId: string, body: Record<string, unknown>) =>
  call(t, 'POST', `${base(productId)}/callouts`, { token: person.token, body });
const update = (
  person: Person,
  productId: string,
  calloutId: string,
  body: Record<string, unknown>,
) => call(t, 'PUT', `${base(productId)}/callouts/${calloutId}`, { token: person.token, body });
const remove = (person: Person, productId: string, calloutId: string) =>
  call(t, 'DELETE', `${base(productId)}/callouts/${calloutId}`, { token: person.token });
const saveNotes = (person: Person, productId: string, body: Record<string, unknown>) =>
  call(t, 'PUT', `${base(productId)}/notes`, { token: person.token, body });

/** Adds callouts with these texts, in order, on the image. */
async function pin(person: Person, productId: string, imageId: string, texts: string[]) {
  const made: Callout[] = [];
  for (const [index, text] of texts.entries()) {
    const res = await add(person, productId, { fileId: imageId, x: 0.1 * index, y: 0.5, text });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    made.push(res.body.data as Callout);
  }
  return made;
}

const numbered = (construction: Construction) =>
  construction.callouts.map((callout) => `${callout.number} ${callout.text}`);

async function stored(productId: string) {
  return JSON.stringify({
    callouts: await t.db
      .select()
      .from(constructionCallouts)
      .where(eq(constructionCallouts.productId, productId))
      .orderBy(asc(constructionCallouts.number)),
    head: await t.db
      .select()
      .from(productConstruction)
      .where(eq(productConstruction.productId, productId)),
  });
}

describe('a product’s construction details', () => {
  it('are empty before anything is added, and editable only by editors', async () => {
    const { editor, viewer, productId } = await atelier();
    expect(await read(viewer, productId)).toEqual({
      productId,
      notes: '',
      revision: 0,
      callouts: [],
      images: [],
      policies: { edit: false },
    });
    expect((await read(editor, productId)).policies).toEqual({ edit: true });
  });

  it('numbers new callouts 1, 2, 3 and answers each with its image and place', async () => {
    const { editor, viewer, productId, imageId } = await atelier();
    const res = await add(editor, productId, {
      fileId: imageId,
      x: 0.25,
      y: 0.75,
      text: '  Double needle topstitch  ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.responseMessage).toBe(messages.calloutAdded);
    expect(res.body.data).toMatchObject({
      fileId: imageId,
      number: 1,
      x: 0.25,
      y: 0.75,
      text: 'Double needle topstitch',
    });
    await pin(editor, productId, imageId, ['Bar tack', 'Woven label centre back']);
    const construction = await read(viewer, productId);
    expect(numbered(construction)).toEqual([
      '1 Double needle topstitch',
      '2 Bar tack',
      '3 Woven label centre back',
    ]);
    expect(construction.images).toEqual([
      expect.objectContaining({ fileId: imageId, name: 'front.png' }),
    ]);
  });

  it('moves a callout to another number and shifts the others, both ways', async () => {
    const { editor, productId, imageId } = await atelier();
    const [a, , , d] = await pin(editor, productId, imageId, ['A', 'B', 'C', 'D']);
    const moved = await update(editor, productId, d!._id, { number: 1 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ _id: d!._id, number: 1, text: 'D' });
    expect(numbered(await read(editor, productId))).toEqual(['1 D', '2 A', '3 B', '4 C']);
    // A number past the last makes it the last.
    const last = await update(editor, productId, a!._id, { number: 99 });
    expect(last.body.data).toMatchObject({ number: 4 });
    expect(numbered(await read(editor, productId))).toEqual(['1 D', '2 B', '3 C', '4 A']);
  });

  it('moves a callout on its image and rewords it, keeping its number', async () => {
    const { editor, productId, imageId } = await atelier();
    const [, b] = await pin(editor, productId, imageId, ['A', 'B']);
    const res = await update(editor, productId, b!._id, {
      x: 0,
      y: 1,
      text: 'Seam allowance 1 cm',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.responseMessage).toBe(messages.calloutSaved);
    expect(res.body.data).toMatchObject({ number: 2, x: 0, y: 1, text: 'Seam allowance 1 cm' });
    const again = await update(editor, productId, b!._id, { text: 'Seam allowance 1 cm' });
    expect(again.body.responseMessage).toBe(messages.calloutUnchanged);
  });

  it('closes the gap when a callout is deleted', async () => {
    const { editor, productId, imageId } = await atelier();
    const [, b] = await pin(editor, productId, imageId, ['A', 'B', 'C', 'D']);
    const res = await remove(editor, productId, b!._id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.responseMessage).toBe(messages.calloutDeleted);
    expect(numbered(await read(editor, productId))).toEqual(['1 A', '2 C', '3 D']);
    const gone = await remove(editor, productId, b!._id);
    expect(gone.status).toBe(404);
    expect(gone.body.responseMessage).toBe(messages.calloutNotFound);
    // The next one takes the next number.
    await pin(editor, productId, imageId, ['E']);
    expect(numbered(await read(editor, productId))).toEqual(['1 A', '2 C', '3 D', '4 E']);
  });

  it('numbers densely after an image is deleted with its callouts', async () => {
    const { owner, editor, productId, imageId } = await atelier();
    const form = multipartForm([
      { field: 'productId', value: productId },
      { field: 'files', fileName: 'back.png', content: PNG },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/fileUpload',
      headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
      payload: form.payload,
    });
    const backId = uploaded.json().data[0]._id as string;
    await pin(editor, productId, imageId, ['A']);
    await pin(editor, productId, backId, ['B on the back']);
    await pin(editor, productId, imageId, ['C']);
    expect((await read(editor, productId)).images.map((image) => image.name)).toEqual([
      'front.png',
      'back.png',
    ]);
    const deleted = await call(t, 'DELETE', `product/${productId}/items/${backId}`, {
      token: owner.token,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const after = await read(editor, productId);
    expect(numbered(after)).toEqual(['1 A', '2 C']);
    expect(after.images.map((image) => image.fileId)).toEqual([imageId]);
    await pin(editor, productId, imageId, ['D']);
    expect(numbered(await read(editor, productId))).toEqual(['1 A', '2 C', '3 D']);
  });

  it('notes the added and deleted callouts and the notes on the product’s timeline', async () => {
    const { editor, productId, imageId } = await atelier();
    const [a] = await pin(editor, productId, imageId, ['Bar tack at pocket corners']);
    await remove(editor, productId, a!._id);
    await saveNotes(editor, productId, { notes: 'Seams 1 cm', revision: 0 });
    await saveNotes(editor, productId, { notes: 'Seams 1 cm, hem 3 cm', revision: 1 });
    const res = await call(t, 'GET', `product/${productId}/timeline?kind=construction`, {
      token: editor.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entries = res.body.data as TimelineEntry[];
    // Two saves in one sitting read as one entry.
    expect(entries.map((entry) => [entry.action, entry.subject])).toEqual([
      ['edited', 'Construction notes: Seams 1 cm, hem 3 cm'],
      ['deleted', 'Bar tack at pocket corners'],
      ['added', 'Bar tack at pocket corners'],
    ]);
  });
});

describe('construction notes', () => {
  it('save against the revision read, and refuse a stale one with 409', async () => {
    const { owner, editor, viewer, productId } = await atelier();
    const first = await saveNotes(editor, productId, {
      notes: 'Stitch: 301 lockstitch, 12 SPI\n  Seam allowance 1 cm',
      revision: 0,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.responseMessage).toBe(messages.constructionNotesSaved);
    expect(first.body.data).toMatchObject({
      notes: 'Stitch: 301 lockstitch, 12 SPI\n  Seam allowance 1 cm',
      revision: 1,
    });
    const before = await stored(productId);
    const stale = await saveNotes(owner, productId, { notes: 'Something else', revision: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.responseMessage).toBe(messages.constructionRevisionStale);
    expect(await stored(productId)).toBe(before);
    const same = await saveNotes(owner, productId, {
      notes: 'Stitch: 301 lockstitch, 12 SPI\n  Seam allowance 1 cm',
      revision: 1,
    });
    expect(same.body.responseMessage).toBe(messages.constructionNotesUnchanged);
    expect(same.body.data.revision).toBe(1);
    expect((await read(viewer, productId)).revision).toBe(1);
  });

  it('refuse notes too long or missing, and a missing revision', async () => {
    const { editor, productId } = await atelier();
    const cases: [Record<string, unknown>, string][] = [
      [{ notes: 'x'.repeat(10_001), revision: 0 }, messages.constructionNotesTooLong],
      [{ revision: 0 }, messages.constructionNotesInvalid],
      [{ notes: 'Hem 3 cm' }, messages.constructionRevisionRequired],
      [{ notes: 'Hem 3 cm', revision: -1 }, messages.constructionRevisionRequired],
    ];
    for (const [body, message] of cases) {
      const res = await saveNotes(editor, productId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.responseMessage).toBe(message);
    }
    expect((await read(editor, productId)).revision).toBe(0);
  });
});

describe('refusals', () => {
  it('refuses bad callouts with 400 and the reason, changing nothing', async () => {
    const { editor, productId, imageId, textFileId } = await atelier();
    const [a] = await pin(editor, productId, imageId, ['A']);
    const before = await stored(productId);
    const good = { fileId: imageId, x: 0.5, y: 0.5, text: 'Bar tack' };
    const adds: [Record<string, unknown>, string][] = [
      [{ ...good, x: 1.2 }, messages.calloutOutside],
      [{ ...good, y: -0.1 }, messages.calloutOutside],
      [{ ...good, x: undefined }, messages.calloutOutside],
      [{ ...good, text: '   ' }, messages.calloutTextRequired],
      [{ ...good, text: 'x'.repeat(501) }, messages.calloutTextTooLong],
      [{ ...good, fileId: undefined }, messages.calloutImageRequired],
      [{ ...good, fileId: textFileId }, messages.calloutImageOfProduct],
    ];
    for (const [body, message] of adds) {
      const res = await add(editor, productId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.responseMessage).toBe(message);
    }
    const updates: [Record<string, unknown>, string][] = [
      [{}, messages.calloutNothingToChange],
      [{ x: 2 }, messages.calloutOutside],
      [{ number: 0 }, messages.calloutNumberInvalid],
      [{ number: 1.5 }, messages.calloutNumberInvalid],
      [{ text: '' }, messages.calloutTextRequired],
    ];
    for (const [body, message] of updates) {
      const res = await update(editor, productId, a!._id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.responseMessage).toBe(message);
    }
    expect(await stored(productId)).toBe(before);
  });

  it('refuses an image of another product, and a callout of another product', async () => {
    const { owner, editor, productId, imageId } = await atelier();
    const other = await makeProductWithImage(t, owner);
    const res = await add(editor, productId, { fileId: other.imageId, x: 0.5, y: 0.5, text: 'A' });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(messages.calloutImageOfProduct);
    const [a] = await pin(owner, other.productId, other.imageId, ['On the other product']);
    const [b] = await pin(editor, productId, imageId, ['B']);
    const across = await update(owner, productId, a!._id, { text: 'Moved across' });
    expect(across.status).toBe(404);
    expect(across.body.responseMessage).toBe(messages.calloutNotFound);
    expect((await remove(owner, other.productId, b!._id)).status).toBe(404);
    expect(numbered(await read(owner, other.productId))).toEqual(['1 On the other product']);
  });

  it('answers another team’s user 404, a viewer 403 and nobody 401, changing nothing', async () => {
    const { editor, viewer, productId, imageId } = await atelier();
    const [a] = await pin(editor, productId, imageId, ['A']);
    const stranger = await makeUser(t);
    const before = await stored(productId);
    const attempts = (person: Person) => [
      () => call(t, 'GET', base(productId), { token: person.token }),
      () => add(person, productId, { fileId: imageId, x: 0.5, y: 0.5, text: 'B' }),
      () => update(person, productId, a!._id, { text: 'Changed' }),
      () => remove(person, productId, a!._id),
      () => saveNotes(person, productId, { notes: 'Mine', revision: 0 }),
    ];
    for (const attempt of attempts(stranger)) {
      const res = await attempt();
      expect(res.status).toBe(404);
      expect(res.body.responseMessage).toBe(messages.noRecord);
    }
    for (const attempt of attempts(viewer).slice(1)) {
      const res = await attempt();
      expect(res.status).toBe(403);
    }
    const anonymous = await call(t, 'GET', base(productId));
    expect(anonymous.status).toBe(401);
    const unknown = await call(t, 'GET', base('00000000-0000-4000-8000-000000000000'), {
      token: editor.token,
    });
    expect(unknown.status).toBe(404);
    expect(await stored(productId)).toBe(before);
  });

  it('never shows construction details to a share link’s visitor', async () => {
    const { owner, productId, imageId } = await atelier();
    await pin(owner, productId, imageId, ['Bar tack']);
    const link = await call(t, 'POST', 'product/shareProduct', {
      token: owner.token,
      body: { productId, action: 'can-comment-and-view' },
    });
    expect(link.status).toBe(201);
    const token = link.body.data.token as string;
    for (const path of [`${base(productId)}?token=${token}`, base(productId)]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/${path}`,
        headers: path.includes('?') ? {} : { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().responseMessage).toBe(messages.invalidToken);
    }
  });
});
