import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withoutLocation } from './strip-gps.ts';

const photo = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#1F4E79' } })
    .jpeg()
    .withExifMerge({
      IFD0: { Model: 'Test camera' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 777/100' },
    })
    .toBuffer();

async function through(ext: string, bytes: Buffer, chunkSize: number) {
  const chunks = [];
  for (let at = 0; at < bytes.length; at += chunkSize)
    chunks.push(bytes.subarray(at, at + chunkSize));
  return Buffer.concat(await withoutLocation(ext, Readable.from(chunks)).toArray());
}

describe('withoutLocation', () => {
  it('blanks the location however the upload is cut into chunks, and keeps every other byte', async () => {
    const jpeg = await photo();
    const latitude = Buffer.alloc(8);
    latitude.writeUInt32LE(777, 0);
    latitude.writeUInt32LE(100, 4);
    expect(jpeg.includes(latitude)).toBe(true);
    for (const size of [1, 7, 64, 1 << 20]) {
      const out = await through('JPG', Buffer.from(jpeg), size);
      expect(out.length).toBe(jpeg.length);
      expect(out.includes(latitude)).toBe(false);
      expect(out.toString('latin1')).toContain('Test camera');
      const changed = [...out].filter((byte, index) => byte !== jpeg[index]).length;
      expect(changed).toBeGreaterThan(0);
      expect(changed).toBeLessThan(64);
    }
  });

  it('passes other files, and a JPEG with no EXIF, through as they are', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await through('png', png, 5)).toEqual(png);
    const plain = await sharp(png).jpeg().toBuffer();
    expect(await through('jpeg', plain, 3)).toEqual(plain);
    const notJpeg = Buffer.from('not a jpeg at all');
    expect(await through('jpg', notJpeg, 2)).toEqual(notJpeg);
  });
});
