// Renders the installable app's icons (issue 48 §1) from the favicon, once: the PNGs are committed
// in public/icons. Run again only when the logo changes: `npx node apps/web/build/render-icons.mjs`.
// "any" icons are the favicon as it is; maskable ones fill the square with the brand colour and
// keep the letter inside the central 80 % circle that every platform's mask leaves visible.
import { readFileSync, mkdirSync } from 'node:fs';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const favicon = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const inner = favicon
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#6b2f55"/><g transform="translate(32 32) scale(0.7) translate(-32 -32)">${inner}</g></svg>`;

mkdirSync(new URL('icons/', publicDir), { recursive: true });
for (const size of [192, 512]) {
  for (const [name, svg] of [
    [`icon-${size}.png`, favicon],
    [`icon-maskable-${size}.png`, maskable],
  ]) {
    await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(new URL(`icons/${name}`, publicDir).pathname);
  }
}
