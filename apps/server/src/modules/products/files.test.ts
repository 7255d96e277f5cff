import { readdir, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, productItems } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser, multipartForm, PNG } from '../../test/factories.ts';
import type { FormPart } from '../../test/factories.ts';
import { listen } from '../../test/sockets.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

async function upload(token: string, parts: FormPart[]) {
  const form = multipartForm(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/fileUpload',
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

async function productOf(owner: { token: string }) {
  const team = await makeTeam(t, owner);
  const res = await call(t, 'POST', 'product', {
    token: owner.token,
    body: { teamId: team._id, name: 'Wrap dress' },
  });
  return { team, productId: res.body.data._id as string };
}

const file = (fileName: string, content: Buffer): FormPart => ({
  field: 'files',
  fileName,
  content,
});

async function storedFiles(productId: string) {
  const items = await t.db.select().from(productItems).where(eq(productItems.productId, productId));
  return items.filter((item) => item.kind === 'file');
}

/** Every file stored on disk for the product (originals and derivatives). */
async function filesOnDisk(teamId: string, productId: string) {
  const folder = path.join(t.config.dataDir, 'uploads', 'products', teamId, productId);
  return readdir(folder).catch(() => [] as string[]);
}

/** A PNG whose header claims width × height pixels, with almost no data: a decompression bomb. */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('uploading files into a product', () => {
  it('stores several files under generated keys, makes image derivatives and serves them signed', async () => {
    const owner = await makeUser(t);
    const { team, productId } = await productOf(owner);
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#7a3b69' },
    })
      .jpeg()
      .toBuffer();
    const res = await upload(owner.token, [
      { field: 'productId', value: productId },
      file('front.jpg', jpeg),
      file('tech pack.pdf', PDF),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.responseMessage).toBe('Files uploaded successfully.');
    const [image, pdf] = res.body.data;
    expect(image).toMatchObject({
      name: 'front.jpg',
      ext: 'jpg',
      size: jpeg.length,
      thumbnail: null,
    });
    expect(pdf).toMatchObject({ name: 'tech pack.pdf', ext: 'pdf', size: PDF.length });
    expect(image.path).toMatch(
      new RegExp(`^products/${team._id}/${productId}/[0-9a-f-]{36}\\.jpg$`),
    );

    await t.deliver();
    const detail = await call(t, 'GET', `product/${productId}`, { token: owner.token });
    expect(detail.body.data.cover.thumbnail).toContain('th_');
    const listed = await call(t, 'GET', `product/${productId}/files`, { token: owner.token });
    const ready = listed.body.data.find((item: { name: string }) => item.name === 'front.jpg');
    expect(ready.thumbnail).toContain(`th_${path.basename(image.path, '.jpg')}.webp`);
    expect(ready.preview).toContain('pre_');

    const thumb = await t.app.inject({ method: 'GET', url: ready.thumbnail });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
    const document = await t.app.inject({ method: 'GET', url: pdf.url });
    expect(document.headers['content-disposition']).toBe('attachment');

    const forged = await t.app.inject({
      method: 'GET',
      // Another first character, whatever the signature's is.
      url: pdf.url.replace(/signature=(\w)/, (_match: string, first: string) =>
        first === '0' ? 'signature=1' : 'signature=0',
      ),
    });
    expect(forged.statusCode).toBe(403);
    const otherKey = await t.app.inject({ method: 'GET', url: pdf.url.replace('.pdf?', '.jpg?') });
    expect(otherKey.statusCode).toBe(403);
    const publicPath = await t.app.inject({ method: 'GET', url: `/media/${image.path}` });
    expect(publicPath.statusCode).toBe(404);
  });

  it("shows on the wall each product's first image as its cover, and the card its detail shows", async () => {
    const owner = await makeUser(t);
    const { team, productId: withImages } = await productOf(owner);
    const documentsOnly = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'Tech pack only' },
    });
    const first = await upload(owner.token, [
      { field: 'productId', value: withImages },
      file('notes.pdf', PDF),
      file('front.png', PNG),
    ]);
    await upload(owner.token, [{ field: 'productId', value: withImages }, file('back.png', PNG)]);
    await upload(owner.token, [
      { field: 'productId', value: documentsOnly.body.data._id },
      file('spec.pdf', PDF),
    ]);
    await call(t, 'POST', `product/${withImages}/like`, { token: owner.token });
    await t.deliver();

    const wall = await call(t, 'GET', `product?teamId=${team._id}&limit=10&page=1`, {
      token: owner.token,
    });
    const [newest, oldest] = wall.body.data;
    expect(newest).toMatchObject({ name: 'Tech pack only', cover: null, likedByMe: false });
    const frontPath = first.body.data[1].path as string;
    expect(oldest).toMatchObject({ _id: withImages, likedByMe: true, likeCount: 1 });
    expect(oldest.cover.url).toContain(frontPath);
    expect(oldest.cover.thumbnail).toContain(`th_${path.basename(frontPath, '.png')}.webp`);
    const detail = await call(t, 'GET', `product/${withImages}`, { token: owner.token });
    expect(detail.body.data).toEqual(oldest);
  });

  it('keeps folders, and refuses a folder of another product', async () => {
    const owner = await makeUser(t);
    const { productId } = await productOf(owner);
    const other = await productOf(owner);
    const folder = await call(t, 'POST', `product/${productId}/folders`, {
      token: owner.token,
      body: { name: 'Sketches' },
    });
    expect(folder.status).toBe(201);
    expect(folder.body.responseMessage).toBe('Folder added successfully.');
    const inFolder = await upload(owner.token, [
      { field: 'productId', value: productId },
      { field: 'folderId', value: folder.body.data._id },
      file('sketch.png', PNG),
    ]);
    expect(inFolder.body.data[0].parentId).toBe(folder.body.data._id);
    const wrong = await upload(owner.token, [
      { field: 'productId', value: other.productId },
      { field: 'folderId', value: folder.body.data._id },
      file('sketch.png', PNG),
    ]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.responseMessage).toBe('Choose a folder of this product.');
    expect(await storedFiles(other.productId)).toHaveLength(0);

    const copy = await call(t, 'POST', `product/${productId}/duplicate`, { token: owner.token });
    const copied = await call(t, 'GET', `product/${copy.body.data._id}/files`, {
      token: owner.token,
    });
    const [copiedFolder, copiedFile] = copied.body.data;
    expect(copiedFolder).toMatchObject({ kind: 'folder', name: 'Sketches' });
    expect(copiedFolder._id).not.toBe(folder.body.data._id);
    expect(copiedFile).toMatchObject({
      name: 'sketch.png',
      parentId: copiedFolder._id,
      path: inFolder.body.data[0].path,
    });
  });

  it.each([
    [
      'two files of one name',
      [file('a.png', PNG), file('A.png', PNG)],
      'Files with the same name cannot be uploaded together.',
    ],
    ['a type not on the list', [file('tool.exe', PNG)], 'This file type is not allowed.'],
    [
      'content that is not what the extension says',
      [file('a.png', PNG), file('invoice.pdf', PNG)],
      'The file content does not match its extension.',
    ],
    [
      'an image named as text',
      [file('notes.txt', PNG)],
      'The file content does not match its extension.',
    ],
    [
      'an SVG without an svg element',
      [file('logo.svg', Buffer.from('<html><script>alert(1)</script></html>'))],
      'The file content does not match its extension.',
    ],
    [
      '101 files at once',
      Array.from({ length: 101 }, (_, index) => file(`f${index}.txt`, Buffer.from('x'))),
      'Send at most 100 files at a time.',
    ],
  ])('refuses %s with a clear 400 and keeps nothing', async (_case, files, message) => {
    const owner = await makeUser(t);
    const { team, productId } = await productOf(owner);
    const res = await upload(owner.token, [{ field: 'productId', value: productId }, ...files]);
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(await storedFiles(productId)).toHaveLength(0);
    expect(await filesOnDisk(team._id, productId)).toEqual([]);
  });

  it('keeps only the last segment of a path-like name as metadata', async () => {
    const owner = await makeUser(t);
    const { productId } = await productOf(owner);
    const res = await upload(owner.token, [
      { field: 'productId', value: productId },
      file('../../../etc/passwd.txt', Buffer.from('plain text')),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data[0].name).toBe('passwd.txt');
    expect(res.body.data[0].path).not.toContain('passwd');
  });

  it('stores a file larger than the stretch between collections of read buffers whole', async () => {
    const owner = await makeUser(t);
    const { team, productId } = await productOf(owner);
    const content = Buffer.alloc(40 * 1024 * 1024, 'Atelier line of text.\n');
    const res = await upload(owner.token, [
      { field: 'productId', value: productId },
      file('large.txt', content),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data[0].size).toBe(content.length);
    const onDisk = await readFile(path.join(t.config.dataDir, 'uploads', res.body.data[0].path));
    expect(crc32(onDisk)).toBe(crc32(content));
    expect(await filesOnDisk(team._id, productId)).toHaveLength(1);
  });

  it('refuses productId after the files, and files for a product the user may not edit', async () => {
    const owner = await makeUser(t);
    const { team, productId } = await productOf(owner);
    const late = await upload(owner.token, [
      file('a.png', PNG),
      { field: 'productId', value: productId },
    ]);
    expect(late.status).toBe(400);
    const viewer = await makeUser(t);
    await addMember(t, team._id, viewer.user.id, ['canViewProducts']);
    const denied = await upload(viewer.token, [
      { field: 'productId', value: productId },
      file('a.png', PNG),
    ]);
    expect(denied.status).toBe(403);
    expect(denied.body.responseMessage).toBe('Ask for permission.');
    const outsider = await makeUser(t);
    const hidden = await upload(outsider.token, [
      { field: 'productId', value: productId },
      file('a.png', PNG),
    ]);
    expect(hidden.status).toBe(404);
    const listed = await call(t, 'GET', `product/${productId}/files`, { token: outsider.token });
    expect(listed.status).toBe(404);
    expect(await storedFiles(productId)).toHaveLength(0);
  });

  it('leaves nothing behind when the body breaks off mid-file', async () => {
    const owner = await makeUser(t);
    const { team, productId } = await productOf(owner);
    const form = multipartForm([
      { field: 'productId', value: productId },
      file('whole.txt', Buffer.from('complete')),
      file('cut.txt', Buffer.alloc(64 * 1024, 'a')),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/fileUpload',
      headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
      payload: form.payload.subarray(0, form.payload.length - 20_000),
    });
    expect(res.statusCode).toBe(400);
    expect(await storedFiles(productId)).toHaveLength(0);
    expect(await filesOnDisk(team._id, productId)).toEqual([]);
  });

  let listening: Promise<string> | undefined;
  it.each([
    ['2 MB more', 2_147_483_648 + 2 * 1024 * 1024],
    ['one byte more', 2_147_483_648 + 1],
  ])('refuses a body announcing 2 GB and %s before reading it', async (_case, announced) => {
    const owner = await makeUser(t);
    const url = new URL(await (listening ??= listen(t)));
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/v1/auth/fileUpload',
        headers: {
          authorization: `Bearer ${owner.token}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(announced),
        },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body });
        });
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).responseMessage).toBe(
      "You can't send more than 2 GB at a time.",
    );
  });

  it('refuses to decode a decompression bomb: the derivatives fail, the original stays', async () => {
    const owner = await makeUser(t);
    const { productId } = await productOf(owner);
    const res = await upload(owner.token, [
      { field: 'productId', value: productId },
      file('huge.png', pngClaiming(20_000, 20_000)),
    ]);
    expect(res.status).toBe(200);
    await t.deliver();
    const [row] = await t.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.path, res.body.data[0].path));
    expect(row?.status).toBe('failed');
  });

  it('serves a photo without where it was taken, and keeps the rest of its EXIF (issue 43 §3.15)', async () => {
    const owner = await makeUser(t);
    const { productId } = await productOf(owner);
    const photo = await sharp({
      create: { width: 64, height: 32, channels: 3, background: '#7a3b69' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Atelier', Model: 'Test camera' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 2400/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 21/1 1234/100',
        },
      })
      .toBuffer();
    expect(gpsEntriesOf(photo)).toBeGreaterThanOrEqual(4);

    const res = await upload(owner.token, [
      { field: 'productId', value: productId },
      file('street.jpg', photo),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [image] = res.body.data;
    const original = await t.app.inject({ method: 'GET', url: image.url });
    expect(original.statusCode).toBe(200);
    const served = original.rawPayload;
    expect(served.length).toBe(photo.length);
    expect(gpsEntriesOf(served)).toBe(0);
    // The latitude's and longitude's rationals are gone from the bytes, not only unlinked.
    const rational = (numerator: number, denominator: number) => {
      const bytes = Buffer.alloc(8);
      bytes.writeUInt32LE(numerator, 0);
      bytes.writeUInt32LE(denominator, 4);
      return bytes;
    };
    expect(photo.includes(rational(1234, 100))).toBe(true);
    expect(served.includes(rational(1234, 100))).toBe(false);
    expect(served.includes(rational(2400, 100))).toBe(false);
    const kept = await sharp(served).metadata();
    expect(kept.orientation).toBe(6);
    expect(kept.exif?.toString('latin1')).toContain('Test camera');
    // The pixels are the ones sent: nothing was re-encoded.
    expect(served.subarray(served.length - 200)).toEqual(photo.subarray(photo.length - 200));

    await t.deliver();
    const listed = await call(t, 'GET', `product/${productId}/files`, { token: owner.token });
    const ready = listed.body.data.find((item: { name: string }) => item.name === 'street.jpg');
    const preview = await t.app.inject({ method: 'GET', url: ready.preview });
    expect((await sharp(preview.rawPayload).metadata()).exif).toBeUndefined();
  });
});

/** How many entries the GPS directory of a JPEG's EXIF holds (read here, apart from the code). */
function gpsEntriesOf(jpeg: Buffer): number {
  const tiff = jpeg.subarray(jpeg.indexOf('Exif\0\0', 0, 'latin1') + 6);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  for (let i = 0; i < u16(ifd0); i += 1) {
    const entry = ifd0 + 2 + i * 12;
    if (u16(entry) === 0x8825) return u16(u32(entry + 8));
  }
  return 0;
}
