import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivativePaths } from '@atelier/domain';
import type { DesignmateMessage, DesignmateUpload } from '@atelier/domain';
import { colours, designmateUploads, productComments } from '../../db/schema/index.ts';
import {
  call,
  makeProductWithImage,
  makeTeam,
  makeUser,
  multipartForm,
} from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof makeUser>>;

/** A mood board of flat blocks: half poppy red, a third navy, the rest ecru. */
async function moodBoard() {
  const block = (width: number, hex: string) =>
    sharp({ create: { width, height: 120, channels: 3, background: hex } })
      .png()
      .toBuffer();
  const [red, navy, ecru] = await Promise.all([
    block(150, '#D22B2B'),
    block(90, '#1F4E79'),
    block(60, '#F2E8CF'),
  ]);
  return sharp({ create: { width: 300, height: 120, channels: 3, background: '#000000' } })
    .composite([
      { input: red, left: 0, top: 0 },
      { input: navy, left: 150, top: 0 },
      { input: ecru, left: 240, top: 0 },
    ])
    .png()
    .toBuffer();
}

async function upload(
  user: User,
  conversationId: string,
  name: string,
  content: Buffer,
  mime: string,
) {
  const form = multipartForm([{ field: 'files', fileName: name, content, mime }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/aidesignmate/${conversationId}/upload`,
    headers: { ...form.headers, authorization: `Bearer ${user.token}` },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

async function conversation(user: User, teamId: string, productId?: string) {
  const res = await call(t, 'POST', 'aidesignmate', {
    token: user.token,
    body: { teamId, ...(productId ? { productId } : {}) },
  });
  return res.body.data._id as string;
}

describe('designmate’s palette', () => {
  it('finds a mood board’s colours and shares, with the nearest of the team’s library', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    const [poppy] = await t.db
      .insert(colours)
      .values([
        { teamId: team._id, name: 'Poppy red', code: 'PR-01', hexCode: '#D32C2A' },
        { teamId: team._id, name: 'Midnight', code: 'MN-02', hexCode: '#1C2B4A' },
      ])
      .returning();
    const id = await conversation(owner, team._id);
    const uploaded = await upload(owner, id, 'board.png', await moodBoard(), 'image/png');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const [board] = uploaded.body.data as DesignmateUpload[];
    expect(board).toMatchObject({ name: 'board.png' });

    const res = await call(t, 'POST', `aidesignmate/${id}/message`, {
      token: owner.token,
      body: { text: '', skill: 'palette', fileIds: [board!._id] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const reply = res.body.data as DesignmateMessage;
    expect(reply.skill).toBe('palette');
    const palette = reply.palette!;
    expect(palette.map((entry) => entry.hex)).toHaveLength(3);
    expect(palette[0]!.share).toBeCloseTo(0.5, 1);
    expect(palette[0]!.nearest).toMatchObject({ colourId: poppy!.id, name: 'Poppy red' });
    expect(palette[0]!.nearest!.deltaE).toBeLessThan(3);
    expect(palette.reduce((sum, entry) => sum + entry.share, 0)).toBeCloseTo(1, 2);
    expect(reply.sources.map((source) => source.title)).toContain('Poppy red');
  });

  it('names each colour and claims no library colour past ΔE 10 (issue 44 §11)', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    await t.db
      .insert(colours)
      .values({ teamId: team._id, name: 'Poppy red', code: 'PR-01', hexCode: '#D32C2A' });
    const id = await conversation(owner, team._id);
    const uploaded = await upload(owner, id, 'board.png', await moodBoard(), 'image/png');
    const [board] = uploaded.body.data as DesignmateUpload[];

    const res = await call(t, 'POST', `aidesignmate/${id}/message`, {
      token: owner.token,
      body: { text: '', skill: 'palette', fileIds: [board!._id] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const reply = res.body.data as DesignmateMessage;
    // Before, the navy and the ecru were each "nearest" Poppy red, ΔE 40 and more away.
    expect(reply.palette!.map((entry) => entry.nearest?.name ?? null)).toEqual([
      'Poppy red',
      null,
      null,
    ]);
    expect(reply.text).toBe(
      'The 3 colours of board.png (Flaming Cherry, Classic Blue, Informal Ivory), with the nearest of your library; there is no close colour in it (within ΔE 2000 10) for Classic Blue, Informal Ivory:',
    );
  });

  it('reads an image’s stored preview once it is made, not its original', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    const id = await conversation(owner, team._id);
    const uploaded = await upload(owner, id, 'board.png', await moodBoard(), 'image/png');
    const [board] = uploaded.body.data as DesignmateUpload[];
    await t.deliver(); // the derivatives job makes th_ and pre_ beside the original
    const [row] = await t.db
      .select({ path: designmateUploads.path })
      .from(designmateUploads)
      .where(eq(designmateUploads.id, board!._id));
    expect(await t.app.ctx.storage.exists(derivativePaths(row!.path).preview)).toBe(true);
    // Were the original read, this would be no image at all.
    await t.app.ctx.storage.save(row!.path, Readable.from([Buffer.from('not the original')]));

    const res = await call(t, 'POST', `aidesignmate/${id}/message`, {
      token: owner.token,
      body: { text: '', skill: 'palette', fileIds: [board!._id] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((res.body.data as DesignmateMessage).palette).toHaveLength(3);
  });

  it('reads a product’s images, refuses a non-image with a clear text and another team’s file with 404', async () => {
    const owner = await makeUser(t);
    const { team, productId, imageId, textFileId } = await makeProductWithImage(t, owner);
    const id = await conversation(owner, team._id, productId);
    const form = multipartForm([
      { field: 'productId', value: productId },
      { field: 'files', fileName: 'board.png', content: await moodBoard(), mime: 'image/png' },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/fileUpload',
      headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
      payload: form.payload,
    });
    expect(added.statusCode).toBe(200);

    const fromProduct = await call(t, 'POST', `aidesignmate/${id}/message`, {
      token: owner.token,
      body: { text: 'What is the palette of this?' },
    });
    expect(fromProduct.status, JSON.stringify(fromProduct.body)).toBe(201);
    expect(fromProduct.body.data.skill).toBe('palette');
    expect(fromProduct.body.data.palette.length).toBeGreaterThan(0);

    const text = await call(t, 'POST', `aidesignmate/${id}/message`, {
      token: owner.token,
      body: { skill: 'palette', fileIds: [textFileId] },
    });
    expect(text.status).toBe(400);
    expect(text.body.responseMessage).toBe(
      'A palette is made from images: choose PNG, JPEG, WebP, GIF or TIFF files.',
    );
    const notImage = await upload(
      owner,
      id,
      'notes.pdf',
      Buffer.from('%PDF-1.4\n'),
      'application/pdf',
    );
    expect(notImage.status).toBe(400);

    const stranger = await makeUser(t);
    const theirs = await conversation(stranger, (await makeTeam(t, stranger))._id);
    const stolen = await call(t, 'POST', `aidesignmate/${theirs}/message`, {
      token: stranger.token,
      body: { skill: 'palette', fileIds: [imageId] },
    });
    expect(stolen.status).toBe(404);
    const unknown = await call(t, 'POST', `aidesignmate/${id}/message`, {
      token: owner.token,
      body: { skill: 'palette', fileIds: [randomUUID()] },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('designmate’s tag suggestions', () => {
  it('suggest the library’s colours close to a product’s images, and apply one (issue 44 §8)', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    const [poppy] = await t.db
      .insert(colours)
      .values([
        { teamId: team._id, name: 'Poppy red', code: 'PR-01', hexCode: '#D32C2A' },
        { teamId: team._id, name: 'Lime', code: 'LM-01', hexCode: '#32CD32' },
      ])
      .returning();
    const made = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'Sample 7' },
    });
    const productId = made.body.data._id as string;
    const form = multipartForm([
      { field: 'productId', value: productId },
      { field: 'files', fileName: 'board.png', content: await moodBoard(), mime: 'image/png' },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/fileUpload',
      headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
      payload: form.payload,
    });
    expect(added.statusCode).toBe(200);
    await t.deliver(); // the stored previews the suggestions read
    const id = await conversation(owner, team._id, productId);

    const res = await call(t, 'POST', `aidesignmate/${id}/message`, {
      token: owner.token,
      body: { text: 'Suggest tags' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const reply = res.body.data as DesignmateMessage;
    expect(reply.text).toBe('1 suggestion for Sample 7, each with its reason:');
    expect(reply.suggestions).toEqual([
      {
        kind: 'colour',
        _id: poppy!.id,
        name: 'Poppy red',
        applied: false,
        reason: expect.stringMatching(
          /^Close to (49|50|51) % of its images \(#D[0-9A-F]{5}, ΔE \d/,
        ),
      },
    ]);
    const applied = await call(t, 'POST', `aidesignmate/${id}/messages/${reply._id}/apply`, {
      token: owner.token,
      body: { kind: 'colour', _id: poppy!.id },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.colours.map((colour: { name: string }) => colour.name)).toEqual([
      'Poppy red',
    ]);
  });
});

describe('designmate’s change list', () => {
  it('turns a product’s thread into numbered requests, resolved ones marked', async () => {
    const owner = await makeUser(t, { firstName: 'Olive', lastName: 'Owner' });
    const { team, productId, imageId } = await makeProductWithImage(t, owner);
    const at = (minutes: number) => new Date(Date.now() - (60 - minutes) * 60_000);
    const [first, pin] = await t.db
      .insert(productComments)
      .values([
        { productId, authorId: owner.user.id, text: 'Shorten the hem by 2 cm.', createdAt: at(1) },
        {
          productId,
          fileId: imageId,
          visitorName: 'Sam Supplier',
          text: 'Can we try a heavier linen? Looks great otherwise!',
          x: 0.4,
          y: 0.5,
          createdAt: at(2),
        },
        {
          productId,
          authorId: owner.user.id,
          text: 'Make the collar narrower.',
          resolvedAt: new Date(),
          createdAt: at(3),
        },
      ])
      .returning();
    const id = await conversation(owner, team._id, productId);
    const res = await call(t, 'POST', `aidesignmate/${id}/message`, {
      token: owner.token,
      body: { text: 'What did the supplier ask us to change?' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const reply = res.body.data as DesignmateMessage;
    expect(reply.skill).toBe('changes');
    expect(
      reply.changes?.map((change) => [change.number, change.resolved, change.commentId]),
    ).toEqual([
      [1, false, first!.id],
      [2, false, pin!.id],
      [3, true, expect.any(String)],
    ]);
    expect(reply.changes?.[1]).toMatchObject({
      author: 'Sam Supplier',
      fileId: imageId,
      pinned: true,
    });
    expect(reply.text).toContain('2 still open');
  });

  it('answers “what did the supplier ask on the parka?” from the parka’s thread, without a product open', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    const made = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'Hooded parka' },
    });
    const parkaId = made.body.data._id as string;
    await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'Linen shirt' },
    });
    await t.db.insert(productComments).values({
      productId: parkaId,
      visitorName: 'Sam Supplier',
      text: 'Could you move the zip guard to the left?',
    });
    const id = await conversation(owner, team._id);
    const res = await call(t, 'POST', `aidesignmate/${id}/message`, {
      token: owner.token,
      body: { text: 'What did the supplier ask on the parka?' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.skill).toBe('changes');
    expect(res.body.data.changes.map((change: { text: string }) => change.text)).toEqual([
      'Could you move the zip guard to the left?',
    ]);
    expect(res.body.data.sources[0]).toMatchObject({ kind: 'product', _id: parkaId });
  });
});
