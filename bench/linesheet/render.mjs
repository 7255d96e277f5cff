// One PDF line sheet rendered in this process, by the server's own renderer, from local storage
// prepared by bench/linesheet.mjs; prints { ms, peakMb, bytes, images } as JSON. Run as a child so
// each mode's peak memory is its own. Modes:
//   sheet    PRODUCTS products, each with its own image: the line sheet.
//   same     one card (one image) drawn PRODUCTS times: the baseline the target is set against.
//   decode   the images alone, decoded and re-encoded as the renderer does, no PDF: the floor.
import { readFileSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { register } from 'tsx/esm/api';

register();
const { localDiskStorage } = await import('../../apps/server/src/platform/storage/local-disk.ts');
const { renderPdf } = await import('../../apps/server/src/modules/linesheets/render/pdf.ts');
const sharp = (await import('sharp')).default;
// As the server sets it (app.ts).
sharp.cache(false);

const [mode, dataDir, count] = process.argv.slice(2);
const products = JSON.parse(readFileSync(`${dataDir}/products.json`, 'utf8')).slice(
  0,
  Number(count),
);
const storage = localDiskStorage(dataDir);

const idleMb = process.memoryUsage().rss / 1024 / 1024;
let peak = 0;
const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
const sampler = setInterval(sample, 20);

const started = performance.now();
let bytes = 0;
if (mode === 'decode') {
  const inFlight = new Set();
  for (const product of products) {
    const work = (async () => {
      const source = await buffer(await storage.read(product.image));
      const jpeg = await sharp(source)
        .rotate()
        .resize(640, 640, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82 })
        .toBuffer();
      bytes += jpeg.length;
    })();
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
    if (inFlight.size >= 5) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
} else {
  const cards =
    mode === 'same'
      ? products.map((product) => ({ ...product, image: products[0].image }))
      : products;
  const cover = {
    title: 'Bench line sheet',
    teamName: 'Bench',
    logo: null,
    subtitle: 'SS27',
    date: '2026-11-28',
    dateFormat: 'dd-mm-yyyy',
    language: 'en',
  };
  bytes = await renderPdf(storage, `linesheets/bench/${mode}.pdf`, cover, cards, async () => {});
}
const ms = performance.now() - started;
sample();
clearInterval(sampler);
const pdf =
  mode === 'decode'
    ? ''
    : readFileSync(`${dataDir}/uploads/linesheets/bench/${mode}.pdf`, 'latin1');
const images = (pdf.match(/\/Subtype \/Image/g) ?? []).length;
process.stdout.write(JSON.stringify({ ms, peakMb: peak / 1024 / 1024, idleMb, bytes, images }));
