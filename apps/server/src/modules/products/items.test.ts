import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mediaFiles, productItems } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser, multipartForm, PNG } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function productOf(owner: { token: string }) {
  const team = await makeTeam(t, owner);
  const res = await call(t, 'POST', 'product', {
    token: owner.token,
    body: { teamId: team._id, name: 'Wrap dress' },
  });
  return { team, productId: res.body.data._id as string };
}

async function folder(token: string, productId: string, name: string, parentId?: string) {
  const res = await call(t, 'POST', `product/${productId}/folders`, {
    token,
    body: { name, parentId },
  });
  return res.body.data._id as string;
}

async function uploadPng(token: string, productId: string, folderId?: string) {
  const form = multipartForm([
    { field: 'productId', value: productId },
    ...(folderId ? [{ field: 'folderId', value: folderId }] : []),
    { field: 'files', fileName: 'sketch.png', content: PNG },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/fileUpload',
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  return res.json().data[0]._id as string;
}

const item = (productId: string, itemId: string) => `product/${productId}/items/${itemId}`;

async function itemsOf(productId: string) {
  return t.db.select().from(productItems).where(eq(productItems.productId, productId));
}

async function changesOf(productId: string) {
  const rows = await t.db.select().from(jobs).where(eq(jobs.kind, 'products.changed'));
  return rows.filter((row) => (row.payload as { productId: string }).productId === productId);
}

describe('renaming, moving and deleting tree items', () => {
  it('renames a folder and a file, keeping the file extension', async () => {
    const owner = await makeUser(t);
    const { productId } = await productOf(owner);
    const sketches = await folder(owner.token, productId, 'Sketches');
    const fileId = await uploadPng(owner.token, productId);
    const before = (await changesOf(productId)).length;

    const renamed = await call(t, 'PUT', item(productId, sketches), {
      token: owner.token,
      body: { name: '  Drafts ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.responseMessage).toBe('Folder renamed successfully.');
    expect(renamed.body.data).toMatchObject({ _id: sketches, name: 'Drafts', kind: 'folder' });

    const file = await call(t, 'PUT', item(productId, fileId), {
      token: owner.token,
      body: { name: 'Front view.PNG' },
    });
    expect(file.status).toBe(200);
    expect(file.body.responseMessage).toBe('File renamed successfully.');
    expect(file.body.data).toMatchObject({ name: 'Front view.PNG', ext: 'png' });
    expect(await changesOf(productId)).toHaveLength(before + 2);

    for (const name of ['front.jpg', 'front', '', 'a'.repeat(256), 'a/b.png']) {
      const bad = await call(t, 'PUT', item(productId, fileId), {
        token: owner.token,
        body: { name },
      });
      expect(bad.status).toBe(400);
    }
    const kept = await call(t, 'PUT', item(productId, fileId), {
      token: owner.token,
      body: { name: 'front.pdf' },
    });
    expect(kept.body.responseMessage).toBe(
      'Keep the file extension: its content was checked against it.',
    );
    const long = await call(t, 'PUT', item(productId, sketches), {
      token: owner.token,
      body: { name: 'a'.repeat(101) },
    });
    expect(long.status).toBe(400);
    const names = (await itemsOf(productId)).map((row) => row.name).sort();
    expect(names).toEqual(['Drafts', 'Front view.PNG']);
    expect(await changesOf(productId)).toHaveLength(before + 2);
  });

  it('moves items between folders and to the top, never into themselves', async () => {
    const owner = await makeUser(t);
    const { productId } = await productOf(owner);
    const other = await productOf(owner);
    const outer = await folder(owner.token, productId, 'Outer');
    const inner = await folder(owner.token, productId, 'Inner', outer);
    const deepest = await folder(owner.token, productId, 'Deepest', inner);
    const fileId = await uploadPng(owner.token, productId);
    const elsewhere = await folder(owner.token, other.productId, 'Elsewhere');

    const moved = await call(t, 'PUT', item(productId, fileId), {
      token: owner.token,
      body: { parentId: deepest },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.responseMessage).toBe('Moved successfully.');
    expect(moved.body.data.parentId).toBe(deepest);

    const top = await call(t, 'PUT', item(productId, inner), {
      token: owner.token,
      body: { parentId: null },
    });
    expect(top.body.data.parentId).toBeNull();

    for (const parentId of [inner, deepest]) {
      const loop = await call(t, 'PUT', item(productId, inner), {
        token: owner.token,
        body: { parentId },
      });
      expect(loop.status).toBe(400);
      expect(loop.body.responseMessage).toBe('A folder cannot go inside itself.');
    }
    const intoFile = await call(t, 'PUT', item(productId, inner), {
      token: owner.token,
      body: { parentId: fileId },
    });
    expect(intoFile.status).toBe(400);
    expect(intoFile.body.responseMessage).toBe('Choose a folder of this product.');
    const intoOther = await call(t, 'PUT', item(productId, inner), {
      token: owner.token,
      body: { parentId: elsewhere },
    });
    expect(intoOther.status).toBe(400);
    const foreign = await call(t, 'PUT', item(productId, elsewhere), {
      token: owner.token,
      body: { name: 'Mine now' },
    });
    expect(foreign.status).toBe(404);

    const parents = new Map((await itemsOf(productId)).map((row) => [row.id, row.parentId]));
    expect(parents.get(inner)).toBeNull();
    expect(parents.get(deepest)).toBe(inner);
    expect(parents.get(fileId)).toBe(deepest);
    expect(parents.get(outer)).toBeNull();
  });

  it('deletes a folder with everything in it', async () => {
    const owner = await makeUser(t);
    const { productId } = await productOf(owner);
    const other = await productOf(owner);
    const outer = await folder(owner.token, productId, 'Outer');
    const inner = await folder(owner.token, productId, 'Inner', outer);
    await uploadPng(owner.token, productId, inner);
    const kept = await uploadPng(owner.token, productId);
    const elsewhere = await folder(owner.token, other.productId, 'Elsewhere');

    const foreign = await call(t, 'DELETE', item(productId, elsewhere), { token: owner.token });
    expect(foreign.status).toBe(404);
    const deleted = await call(t, 'DELETE', item(productId, outer), { token: owner.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.responseMessage).toBe('Deleted successfully.');
    expect(deleted.body.data).toEqual({ _id: outer });
    expect((await itemsOf(productId)).map((row) => row.id)).toEqual([kept]);
    expect(await itemsOf(other.productId)).toHaveLength(1);
    const again = await call(t, 'DELETE', item(productId, outer), { token: owner.token });
    expect(again.status).toBe(404);
  });

  it('gives the storage of deleted files back at once, unless a duplicate still holds them', async () => {
    const owner = await makeUser(t);
    const { productId } = await productOf(owner);
    const shared = await uploadPng(owner.token, productId);
    const own = await uploadPng(owner.token, productId);
    const pathOf = async (id: string) =>
      (await itemsOf(productId)).find((row) => row.id === id)!.path!;
    const [sharedPath, ownPath] = [await pathOf(shared), await pathOf(own)];
    const copy = await call(t, 'POST', `product/${productId}/duplicate`, { token: owner.token });
    const stored = async (path: string) =>
      (await t.db.select().from(mediaFiles).where(eq(mediaFiles.path, path))).length;
    const removals = async () =>
      (await t.db.select().from(jobs).where(eq(jobs.kind, 'media.remove-files'))).flatMap(
        (row) => (row.payload as { paths: string[] }).paths,
      );

    await call(t, 'DELETE', item(productId, shared), { token: owner.token });
    expect(await stored(sharedPath)).toBe(1);
    const deleted = await call(t, 'DELETE', `product/${copy.body.data._id}`, {
      token: owner.token,
    });
    expect(deleted.status).toBe(200);
    expect(await stored(sharedPath)).toBe(0);
    expect(await stored(ownPath)).toBe(1);
    expect(await removals()).toContain(sharedPath);

    await call(t, 'DELETE', item(productId, own), { token: owner.token });
    expect(await stored(ownPath)).toBe(0);
    expect(await removals()).toContain(ownPath);
  });

  it('needs the right to edit the product', async () => {
    const owner = await makeUser(t);
    const { team, productId } = await productOf(owner);
    const sketches = await folder(owner.token, productId, 'Sketches');
    const viewer = await makeUser(t);
    await addMember(t, team._id, viewer.user.id, ['canViewProducts']);
    const outsider = await makeUser(t);

    for (const [who, status] of [
      [viewer, 403],
      [outsider, 404],
    ] as const) {
      const renamed = await call(t, 'PUT', item(productId, sketches), {
        token: who.token,
        body: { name: 'Mine' },
      });
      expect(renamed.status).toBe(status);
      const deleted = await call(t, 'DELETE', item(productId, sketches), { token: who.token });
      expect(deleted.status).toBe(status);
      if (status === 403) expect(deleted.body.responseMessage).toBe('Ask for permission.');
    }
    const editor = await makeUser(t);
    await addMember(t, team._id, editor.user.id, ['canViewProducts', 'canEditProduct']);
    const allowed = await call(t, 'PUT', item(productId, sketches), {
      token: editor.token,
      body: { name: 'Looks' },
    });
    expect(allowed.status).toBe(200);
    expect((await itemsOf(productId)).map((row) => row.name)).toEqual(['Looks']);
  });
});
