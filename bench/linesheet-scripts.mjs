// Line sheets in every script (issue 46 §6): BENCH_PRODUCTS (50) products without images, so the
// text is all there is to draw, rendered BENCH_DOCUMENTS (4) times in one process by the server's
// renderer (apps/server/src/modules/linesheets/render/pdf.ts), each mode in a process of its own:
//   latin   every name and note in English: what a sheet cost before, and the fonts it embeds.
//   mixed   names, colours and materials in Chinese, Japanese, Korean, Vietnamese, Turkish,
//           Polish, Greek and English, cycling.
// The first document of a process pays for loading the fonts; the later ones show a sheet's own
// cost. Medians over BENCH_ROUNDS (3). Not part of `npm test`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from './measure.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-linesheet-scripts-'));

const english = {
  name: 'Linen camp shirt',
  colours: ['Sand', 'Olive'],
  fabrics: ['Linen', 'Cotton'],
  composition: '55% linen, 45% cotton',
};
const scripts = [
  english,
  {
    name: '亚麻衬衫',
    colours: ['沙色', '橄榄绿'],
    fabrics: ['亚麻', '棉'],
    composition: '55% 亚麻, 45% 棉',
  },
  {
    name: 'リネンシャツ',
    colours: ['サンド', 'オリーブ'],
    fabrics: ['リネン', '綿'],
    composition: '麻55%、綿45%',
  },
  {
    name: '린넨 셔츠',
    colours: ['샌드', '올리브'],
    fabrics: ['린넨', '면'],
    composition: '린넨 55%, 면 45%',
  },
  {
    name: 'Áo sơ mi lanh',
    colours: ['Màu cát', 'Ô liu'],
    fabrics: ['Vải lanh', 'Bông'],
    composition: '55% lanh, 45% bông',
  },
  {
    name: 'Keten gömlek ığüşöç',
    colours: ['Kum', 'Zeytin'],
    fabrics: ['Keten', 'Pamuk'],
    composition: '%55 keten, %45 pamuk',
  },
  {
    name: 'Lniana koszula żółć',
    colours: ['Piaskowy', 'Oliwkowy'],
    fabrics: ['Len', 'Bawełna'],
    composition: '55% lnu, 45% bawełny',
  },
  {
    name: 'Λινό πουκάμισο',
    colours: ['Άμμος', 'Λαδί'],
    fabrics: ['Λινό', 'Βαμβάκι'],
    composition: '55% λινό, 45% βαμβάκι',
  },
];

const product = (index, text) => ({
  _id: String(index),
  name: `${text.name} ${index + 1}`,
  styleNumber: `SS27-${String(index).padStart(4, '0')}`,
  season: 'SS27',
  category: 'Shirts',
  colours: text.colours.map((name) => ({ name, hexCode: '#C9B79F' })),
  fabrics: text.fabrics,
  sizes: ['XS', 'S', 'M', 'L', 'XL'],
  composition: text.composition,
  wholesalePrice: 42.5,
  retailPrice: 119,
  currency: 'EUR',
  deliveryFrom: '2027-02-01',
  deliveryTo: '2027-03-15',
  image: null,
});

try {
  mkdirSync(path.join(dataDir, 'uploads', 'linesheets', 'bench'), { recursive: true });
  const sheets = {
    latin: Array.from({ length: PRODUCTS }, (_, index) => product(index, english)),
    mixed: Array.from({ length: PRODUCTS }, (_, index) =>
      product(index, scripts[index % scripts.length]),
    ),
  };
  for (const [mode, products] of Object.entries(sheets)) {
    writeFileSync(path.join(dataDir, `${mode}.json`), JSON.stringify(products));
  }
  const run = (mode) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          path.join(import.meta.dirname, 'linesheet', 'scripts.mjs'),
          mode,
          dataDir,
          String(DOCUMENTS),
        ],
        { encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir } },
      ),
    );
  const results = { latin: [], mixed: [] };
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const mode of Object.keys(results)) results[mode].push(run(mode));
    console.log(
      `round ${round}: ${Object.entries(results)
        .map(
          ([mode, runs]) =>
            `${mode} ${runs
              .at(-1)
              .docs.map((d) => d.ms.toFixed(0))
              .join('/')} ms`,
        )
        .join(', ')}`,
    );
  }
  console.log('');
  console.log(
    'mode     first doc (CPU)   later, median (CPU)   peak RSS   before   file      fonts embedded',
  );
  for (const [mode, runs] of Object.entries(results)) {
    const first = median(runs.map((r) => r.docs[0].ms));
    const firstCpu = median(runs.map((r) => r.docs[0].cpuMs));
    const later = median(runs.flatMap((r) => r.docs.slice(1).map((d) => d.ms)));
    const laterCpu = median(runs.flatMap((r) => r.docs.slice(1).map((d) => d.cpuMs)));
    const peak = Math.max(...runs.map((r) => r.peakMb));
    const idle = median(runs.map((r) => r.idleMb));
    const { bytes, fonts } = runs[0].docs[0];
    console.log(
      `${mode.padEnd(6)}  ${`${first.toFixed(0)} ms (${firstCpu.toFixed(0)})`.padStart(20)}   ${`${later.toFixed(0)} ms (${laterCpu.toFixed(0)})`.padStart(19)}   ${`${peak.toFixed(0)} MB`.padStart(8)}   ${`${idle.toFixed(0)} MB`.padStart(6)}   ${`${(bytes / 1024).toFixed(0)} KB`.padStart(7)}   ${fonts.join(', ')}`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
