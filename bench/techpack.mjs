// The tech pack PDF (issue 46 §6): a pack of 100 points of measure × 15 sizes, 40 BOM lines × 4
// colourways, 4 fit sessions and 12 images (1600×1200, six PNG and six JPEG, made with sharp),
// drawn by the server's renderer against its floor — decoding the 12 images with bare sharp plus
// drawing the same pages without them — each side in a child process of its own per round
// (bench/techpack/render.mjs: a warm-up drawing, then the measured one), BENCH_ROUNDS (5) rounds
// alternating the two. Targets: PDF time ≤ 1.5 × the floor
// (medians), peak RSS ≤ 300 MB, fonts embedded as subsets, under 1 MB for a Latin-only pack.
// Not part of `npm test`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { median } from './measure.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-techpack-'));

const SIZES = [
  '3XS',
  '2XS',
  'XS',
  'S',
  'M',
  'L',
  'XL',
  '2XL',
  '3XL',
  '4XL',
  '5XL',
  '6XL',
  '7XL',
  '8XL',
  '9XL',
];
const BASE = 'M';
const KINDS = ['fabric', 'trim', 'label', 'packaging', 'thread', 'other'];

/** A flat sketch: a shirt's outline, seams and buttons over a paper-like grain. */
async function sketchImage(index) {
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <rect width="1600" height="1200" fill="#fbfaf7"/>
    <path d="M520 180 L700 120 Q800 200 900 120 L1080 180 L1300 420 L1160 520 L1080 440 L1080 1080 L520 1080 L520 440 L440 520 L300 420 Z"
      fill="hsl(${index * 30} 45% 80%)" stroke="#222" stroke-width="6"/>
    <line x1="800" y1="160" x2="800" y2="1080" stroke="#222" stroke-width="3" stroke-dasharray="14 10"/>
    ${Array.from({ length: 7 }, (_, b) => `<circle cx="830" cy="${260 + b * 110}" r="14" fill="#fff" stroke="#222" stroke-width="3"/>`).join('')}
    <text x="80" y="1140" font-size="48" font-family="sans-serif">Sketch ${index + 1}</text>
  </svg>`);
  const grain = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .png()
    .toBuffer();
  const image = sharp(svg).composite([{ input: grain, blend: 'soft-light' }]);
  return index % 2 === 0 ? image.png().toBuffer() : image.jpeg({ quality: 88 }).toBuffer();
}

function snapshot(paths) {
  const colours = Array.from({ length: 8 }, (_, index) => ({
    _id: `c${index}`,
    name: ['Poppy', 'Chalk', 'Navy', 'Sage', 'Sand', 'Ink', 'Rust', 'Stone'][index],
    code: `18-${1600 + index}`,
    hexCode: [
      '#E2492F',
      '#EDEAE0',
      '#1F2A44',
      '#9CAF88',
      '#C9B79F',
      '#222222',
      '#A0522D',
      '#8A8A80',
    ][index],
  }));
  const colourways = Array.from({ length: 4 }, (_, index) => ({
    _id: `cw${index}`,
    name: `${colours[index * 2].name} / ${colours[index * 2 + 1].name}`,
    colours: [colours[index * 2], colours[index * 2 + 1]],
  }));
  const cm = (value) => value.toFixed(1).replace(/\.0$/, '');
  return {
    format: 1,
    product: {
      _id: 'p1',
      name: 'Relaxed linen camp shirt',
      styleNumber: 'SS27-0142',
      description:
        'A relaxed camp-collar shirt in washed linen, boxy through the body, with a straight hem and side vents.',
      composition: '100% linen',
      season: 'SS27',
      category: 'Shirts',
      subCategory: 'Short sleeve',
    },
    sketches: paths.map((p, index) => ({
      fileId: `f${index}`,
      name: `sketch-${index + 1}.${p.endsWith('.png') ? 'png' : 'jpg'}`,
      ext: p.endsWith('.png') ? 'png' : 'jpg',
      version: 1,
      versionLabel: null,
      path: p,
      contentType: p.endsWith('.png') ? 'image/png' : 'image/jpeg',
      bytes: 0,
      width: 1600,
      height: 1200,
    })),
    spec: {
      revision: 7,
      unit: 'cm',
      sizes: SIZES,
      baseSize: BASE,
      rows: Array.from({ length: 100 }, (_, row) => {
        const values = Object.fromEntries(
          SIZES.map((size, index) => [
            size,
            cm(40 + row * 0.5 + (index - SIZES.indexOf(BASE)) * 1.5),
          ]),
        );
        return {
          pomId: `pom${row}`,
          code: `P${String(row + 1).padStart(3, '0')}`,
          name:
            row % 7 === 0
              ? `Chest width 2.5 cm below armhole, measured flat across the front ${row}`
              : `Point of measure ${row + 1}`,
          tolerance: { minus: '1', plus: '1' },
          toleranceShown: { minus: '1', plus: '1' },
          values,
          shown: values,
        };
      }),
    },
    fits: Array.from({ length: 4 }, (_, index) => ({
      _id: `fit${index}`,
      round: `Fit ${index + 1}`,
      sampleSize: BASE,
      arrivedAt: `2027-0${index + 1}-10`,
      createdAt: `2027-0${index + 1}-12T10:00:00.000Z`,
      specRevision: index + 3,
      appliedRevision: null,
      measuredCount: 100,
      outOfTolerance: Array.from({ length: 6 }, (_, point) => ({
        code: `P${String(point * 3 + 1).padStart(3, '0')}`,
        name: `Point of measure ${point * 3 + 1}`,
        spec: '52',
        measured: '53.5',
        deviation: '1.5',
      })),
    })),
    bom: {
      revision: 3,
      colourways: colourways.map(({ _id, name, colours: list }) => ({ _id, name, colours: list })),
      lines: Array.from({ length: 40 }, (_, line) => ({
        _id: `l${line}`,
        kind: KINDS[line % KINDS.length],
        name: `Material ${line + 1}${line % 5 === 0 ? ', garment-dyed and enzyme washed' : ''}`,
        placement: ['Body', 'Collar facing', 'Cuffs', 'Pocket bag'][line % 4],
        supplier: ['Lanificio Alto', 'Button Co.', 'Label House'][line % 3],
        quantity: '1.85',
        unit: 'm',
        unitPrice: '6.4000',
        currency: 'EUR',
        wastePercent: '5',
        colours: Object.fromEntries(
          colourways.map((cw, index) => [cw._id, colours[(line + index) % 8]]),
        ),
        notUsedIn: [],
      })),
    },
    costing: null,
    construction: {
      notes:
        'Seam allowance 1 cm unless noted. Flat-felled side seams. Care label at left side seam, 8 cm above hem.\n'.repeat(
          6,
        ),
      callouts: paths.flatMap((_, index) =>
        Array.from({ length: 3 }, (_, n) => ({
          number: index * 3 + n + 1,
          fileId: `f${index}`,
          x: 0.2 + n * 0.3,
          y: 0.3 + n * 0.2,
          text: `Double needle topstitch 6 mm from edge, callout ${index * 3 + n + 1}`,
        })),
      ),
    },
  };
}

try {
  mkdirSync(path.join(dataDir, 'uploads', 'techpacks', 'bench'), { recursive: true });
  const paths = [];
  let imageBytes = 0;
  for (let index = 0; index < 12; index += 1) {
    const bytes = await sketchImage(index);
    const key = `techpacks/bench/sketch-${index}.${index % 2 === 0 ? 'png' : 'jpg'}`;
    writeFileSync(path.join(dataDir, 'uploads', key), bytes);
    imageBytes += bytes.length;
    paths.push(key);
  }
  const pack = {
    snapshot: snapshot(paths),
    revision: 'C',
    releasedAt: '2027-02-01T09:00:00.000Z',
    releasedBy: 'Eda Editor',
    note: 'After fit 4: chest and hem',
    withCosts: false,
  };
  writeFileSync(path.join(dataDir, 'pack.json'), JSON.stringify(pack));
  console.log(`12 images, ${(imageBytes / 1024 / 1024).toFixed(1)} MB stored; ${ROUNDS} rounds`);
  const side = (mode, round) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--expose-gc',
          path.join(import.meta.dirname, 'techpack', 'render.mjs'),
          mode,
          dataDir,
          String(round),
        ],
        { encoding: 'utf8', maxBuffer: 1 << 24 },
      ),
    );
  const floors = [];
  const fulls = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    floors.push(side('floor', round));
    fulls.push(side('full', round));
    console.log(
      `round ${round}: floor ${floors.at(-1).ms.toFixed(0)} ms (peak ${floors.at(-1).peakMb.toFixed(0)} MB), PDF ${fulls.at(-1).ms.toFixed(0)} ms (peak ${fulls.at(-1).peakMb.toFixed(0)} MB)`,
    );
  }
  const floor = median(floors.map((r) => r.ms));
  const full = median(fulls.map((r) => r.ms));
  const run = { ...fulls[0], peakMb: Math.max(...fulls.map((r) => r.peakMb)) };
  const floorPeak = Math.max(...floors.map((r) => r.peakMb));
  const idle = median(fulls.map((r) => r.idleMb));
  const fontBytes = run.fonts.reduce((sum, font) => sum + font.bytes, 0);
  const subsets = run.fonts.every((font) => /^[A-Z]{6}\+/.test(font.name));
  console.log('');
  console.log(`pages                 ${run.pages}, ${(run.bytes / 1024 / 1024).toFixed(2)} MB`);
  console.log(`floor (median)        ${floor.toFixed(0)} ms`);
  console.log(`PDF (median)          ${full.toFixed(0)} ms`);
  console.log(`ratio                 ${(full / floor).toFixed(2)}   (target ≤ 1.5)`);
  console.log(
    `peak RSS              ${run.peakMb.toFixed(0)} MB   (target ≤ 300 MB; the floor's ${floorPeak.toFixed(0)} MB; ${idle.toFixed(0)} MB before drawing)`,
  );
  console.log(
    `fonts                 ${run.fonts.map((font) => `${font.name} ${(font.bytes / 1024).toFixed(0)} KB`).join(', ')}`,
  );
  console.log(
    `font bytes            ${(fontBytes / 1024).toFixed(0)} KB, subsets: ${subsets}   (target < 1 MB, subsets)`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
