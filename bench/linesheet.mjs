// A PDF line sheet of BENCH_PRODUCTS (500) products, each with its own image (issue 36 §4), made by
// the server's renderer (apps/server/src/modules/linesheets/render/pdf.ts) from local storage:
// time and peak memory (RSS), each run in a process of its own, in alternating rounds against
//   same     one card drawn 500 times (one image): the baseline. Target: sheet ≤ 1.5 × same.
//   decode   the 500 images read, decoded and re-encoded as the renderer does, no PDF drawn: the
//            floor, what the images alone cost (sharp, on the machine's cores).
// The images are 1280 × 960 WebP previews, as the media pipeline stores them. Peak target:
// ≤ 300 MB. Medians over BENCH_ROUNDS (3). Not part of `npm test`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { median } from './measure.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-linesheet-'));

/** A garment's preview: its own colour and stripes, so no two images are alike. */
async function preview(index) {
  const hue = (index * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="960">
    <rect width="1280" height="960" fill="hsl(${hue},35%,88%)"/>
    ${Array.from({ length: 12 }, (_, stripe) => `<rect x="${stripe * 110}" y="0" width="${20 + (index % 40)}" height="960" fill="hsl(${(hue + stripe * 13) % 360},45%,55%)"/>`).join('')}
    <path d="M470 150 L400 175 L250 300 L320 400 L400 340 L400 780 L800 780 L800 340 L880 400 L950 300 L800 175 L730 150 Q600 230 470 150 Z" fill="hsl(${hue},40%,40%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

try {
  process.stdout.write(`Preparing ${PRODUCTS} product previews… `);
  mkdirSync(path.join(dataDir, 'uploads', 'products', 'bench'), { recursive: true });
  const products = [];
  for (let index = 0; index < PRODUCTS; index += 1) {
    const key = `products/bench/pre_${index}.webp`;
    writeFileSync(path.join(dataDir, 'uploads', key), await preview(index));
    products.push({
      _id: String(index),
      name: `Linen camp shirt ${index + 1}`,
      styleNumber: `SS27-${String(index).padStart(4, '0')}`,
      season: 'SS27',
      category: 'Shirts',
      colours: [
        { name: 'Sand', hexCode: '#C9B79F' },
        { name: 'Olive', hexCode: '#7D8F69' },
      ],
      fabrics: ['Linen', 'Cotton'],
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      composition: '55% linen, 45% cotton',
      wholesalePrice: 42.5,
      retailPrice: 119,
      currency: 'EUR',
      deliveryFrom: '2027-02-01',
      deliveryTo: '2027-03-15',
      image: key,
    });
  }
  writeFileSync(path.join(dataDir, 'products.json'), JSON.stringify(products));
  console.log('done.');

  const run = (mode) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          path.join(import.meta.dirname, 'linesheet', 'render.mjs'),
          mode,
          dataDir,
          String(PRODUCTS),
        ],
        {
          encoding: 'utf8',
          env: { ...process.env, DATA_DIR: dataDir },
        },
      ),
    );
  const results = { same: [], sheet: [], decode: [] };
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const mode of ['same', 'sheet', 'decode']) results[mode].push(run(mode));
    console.log(
      `round ${round}: ${Object.entries(results)
        .map(([mode, runs]) => `${mode} ${runs.at(-1).ms.toFixed(0)} ms`)
        .join(', ')}`,
    );
  }
  const summary = Object.fromEntries(
    Object.entries(results).map(([mode, runs]) => [
      mode,
      {
        ms: median(runs.map((r) => r.ms)),
        peakMb: Math.max(...runs.map((r) => r.peakMb)),
        idleMb: median(runs.map((r) => r.idleMb)),
        bytes: runs[0].bytes,
        images: runs[0].images,
      },
    ]),
  );
  console.log('');
  console.log('mode     time (median)   peak RSS   before   file          images embedded');
  for (const [mode, s] of Object.entries(summary)) {
    console.log(
      `${mode.padEnd(8)} ${`${s.ms.toFixed(0)} ms`.padStart(13)}   ${`${s.peakMb.toFixed(0)} MB`.padStart(8)}   ${`${s.idleMb.toFixed(0)} MB`.padStart(6)}   ${mode === 'decode' ? '—'.padEnd(12) : `${(s.bytes / 1024 / 1024).toFixed(1)} MB`.padEnd(12)}  ${mode === 'decode' ? '—' : s.images}`,
    );
  }
  const ratio = summary.sheet.ms / summary.same.ms;
  const floor = (summary.decode.ms + summary.same.ms) / summary.same.ms;
  console.log('');
  console.log(`sheet / same: ${ratio.toFixed(2)}× (target ≤ 1.5×)`);
  console.log(
    `floor: (decode + same) / same = ${floor.toFixed(2)}× — the images alone cost ${summary.decode.ms.toFixed(0)} ms`,
  );
  console.log(
    `peak: ${summary.sheet.peakMb.toFixed(0)} MB (target ≤ 300 MB), of which ${summary.sheet.idleMb.toFixed(0)} MB before the first card (Node, tsx and the modules loaded): ${(summary.sheet.peakMb - summary.sheet.idleMb).toFixed(0)} MB for the sheet`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
