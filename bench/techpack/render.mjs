// One side of the tech pack bench (prepared by bench/techpack.mjs), in a process of its own so
// its memory is its own: `full`, the server's renderer (apps/server/src/modules/techpacks/
// render/pdf.ts) drawing the pack with its 12 images; or `floor`, the same 12 images decoded by
// bare sharp plus the same pages drawn without them (placeholders where the images go). One
// warm-up drawing (fonts loaded, code warmed), then one measured; prints JSON.
import { readFileSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { register } from 'tsx/esm/api';

// As the server runs it (app.ts): libvips keeps no cache of decoded images.
sharp.cache(false);
register();
const { localDiskStorage } = await import('../../apps/server/src/platform/storage/local-disk.ts');
const { drawTechpack, renderTechpackPdf, techpackDocument } =
  await import('../../apps/server/src/modules/techpacks/render/pdf.ts');

const [mode, dataDir, round] = process.argv.slice(2);
const pack = JSON.parse(readFileSync(`${dataDir}/pack.json`, 'utf8'));
const storage = localDiskStorage(dataDir);

const idleMb = process.memoryUsage().rss / 1024 / 1024;
let peak = 0;
const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
const sampler = setInterval(sample, 5);

async function floor(key) {
  // Every image decoded whole, all at once on libuv's threads, as fast as sharp goes.
  await Promise.all(
    pack.snapshot.sketches.map(async (sketch) =>
      sharp(await buffer(await storage.read(sketch.path)))
        .raw()
        .toBuffer(),
    ),
  );
  const doc = techpackDocument(pack, 'a4');
  const saving = storage.save(key, doc, { contentType: 'application/pdf' });
  await drawTechpack(doc, pack, 'a4', async () => null);
  doc.end();
  return saving;
}

const full = (key) => renderTechpackPdf(storage, key, pack, 'a4');

const time = async (run, key) => {
  const started = performance.now();
  const bytes = await run(key);
  return { ms: performance.now() - started, bytes };
};

const run = mode === 'full' ? full : floor;
await time(run, `techpacks/bench/warm-${mode}-${round}.pdf`);
// The warm-up's garbage collected first, so the peak is the measured drawing's (--expose-gc).
globalThis.gc?.();
peak = 0;
const key = `techpacks/bench/${mode}-${round}.pdf`;
const measured = await time(run, key);
sample();
clearInterval(sampler);

// The fonts the PDF embeds, each file's bytes and whether it is a subset ('ABCDEF+').
const pdf = readFileSync(`${dataDir}/uploads/${key}`, 'latin1');
const fonts = [...pdf.matchAll(/\/FontName \/(\S+)[^>]*?\/FontFile[23]? (\d+) 0 R/g)].map(
  ([, name, file]) => {
    const stream = new RegExp(`\\n${file} 0 obj\\s*<<[^>]*?/Length (\\d+)`).exec(pdf);
    return { name, bytes: Number(stream[1]) };
  },
);
const pages = (pdf.match(/\/Type \/Page\b/g) ?? []).length;
process.stdout.write(
  JSON.stringify({
    idleMb,
    ms: measured.ms,
    bytes: measured.bytes,
    peakMb: peak / 1024 / 1024,
    fonts,
    pages,
  }),
);
