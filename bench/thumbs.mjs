// Image derivatives: the server's own job function, makeDerivatives of
// apps/server/src/platform/media/media.ts (bundled with esbuild as the server build does), against
// a bare sharp loop making the same two WebP resizes (320 and 1280, fit inside, quality 82) of the
// same images, both in this process. The job's database and storage are stand-ins that cost
// nothing (the row is always pending, files are read from a temporary folder and derivatives
// discarded), so what is compared is the image work and the code around it. Alternating rounds,
// one image at a time on both sides as the job runner does; ratios are medians over the rounds of
// wall time and of this process's CPU time. Target ≥ 0.8.
// Then a decompression bomb — a PNG whose header claims 20000×20000 (400 megapixels) — through
// the same function: the time until it is marked failed. Target < 50 ms.
// Not part of `npm test`.
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { build } from 'esbuild';
import sharp from 'sharp';
import { root } from './atelier.mjs';
import { median } from './measure.mjs';

const IMAGES = Number(process.env.BENCH_IMAGES ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SIZES = [320, 1280]; // THUMBNAIL_SIZE and PREVIEW_SIZE of @atelier/domain

/** The job function as the server build compiles it (only sharp, a native module, stays out). */
async function loadMakeDerivatives() {
  const outfile = path.join(root, 'node_modules/.cache/atelier-bench/media.mjs');
  await build({
    entryPoints: [path.join(root, 'apps/server/src/platform/media/media.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: ['sharp'],
    // CommonJS dependencies inside an ES module still need `require` for Node's built-ins.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
  return (await import(outfile)).makeDerivatives;
}

/** A stand-in for drizzle: every query resolves with one pending row; `set` calls are kept. */
function standInDb(sets) {
  const chain = new Proxy(function query() {}, {
    get(_target, property) {
      if (property === 'then') return (resolve) => resolve([{ path: 'image', status: 'pending' }]);
      return (...args) => {
        if (property === 'set') sets.push(args[0]);
        return chain;
      };
    },
  });
  return chain;
}

/** Storage reading the originals from `folder` and discarding what is saved. */
function standInStorage(folder) {
  return {
    localRoot: folder,
    exists: async () => true,
    read: async (key) => createReadStream(path.join(folder, key)),
    async save(_key, body) {
      let bytes = 0;
      for await (const chunk of body) bytes += chunk.length;
      return bytes;
    },
    remove: async () => undefined,
    url: async (key) => `/media/${key}`,
  };
}

/** Photographs of 12 megapixels: noise, so the encoder has real work to do. */
async function makeImages(folder) {
  const names = [];
  for (let i = 0; i < IMAGES; i++) {
    const name = `photo-${i}.jpg`;
    await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        noise: { type: 'gaussian', mean: 100 + i * 10, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toFile(path.join(folder, name));
    names.push(name);
  }
  return names;
}

/** A PNG that claims 20000×20000 pixels; its one data chunk holds a single row of them. */
function pngBomb() {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20000, 0);
  header.writeUInt32BE(20000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + 20000 * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function bare(folder, names) {
  for (const name of names) {
    const image = sharp(path.join(folder, name));
    await Promise.all(
      SIZES.map((size) =>
        image
          .clone()
          .rotate()
          .resize(size, size, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      ),
    );
  }
}

async function job(makeDerivatives, storage, names) {
  for (const name of names) await makeDerivatives(standInDb([]), storage, name);
}

/** Wall seconds and CPU seconds of this process. */
async function timed(work) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const used = process.cpuUsage(cpu);
  return { seconds: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6 };
}

const folder = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-thumbs-'));
try {
  const makeDerivatives = await loadMakeDerivatives();
  const storage = standInStorage(folder);
  const names = await makeImages(folder);
  await bare(folder, names.slice(0, 1)); // warm-up
  await job(makeDerivatives, storage, names.slice(0, 1));

  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const baseline = await timed(() => bare(folder, names));
    const server = await timed(() => job(makeDerivatives, storage, names));
    rounds.push({ baseline, server });
    console.log(
      `round ${round}  ${IMAGES} images: bare sharp ${baseline.seconds.toFixed(2)} s (${baseline.cpu.toFixed(2)} s CPU),` +
        ` job ${server.seconds.toFixed(2)} s (${server.cpu.toFixed(2)} s CPU)`,
    );
  }
  const speed = median(rounds.map((r) => r.baseline.seconds / r.server.seconds));
  const cost = median(rounds.map((r) => r.baseline.cpu / r.server.cpu));
  console.log(`job / bare     ${speed.toFixed(2)} speed (target ≥ 0.8)`);
  console.log(`job / bare     ${cost.toFixed(2)} images per CPU-second`);

  writeFileSync(path.join(folder, 'bomb.png'), pngBomb());
  const refusals = [];
  for (let i = 0; i < 5; i++) {
    const sets = [];
    const started = performance.now();
    await makeDerivatives(standInDb(sets), storage, 'bomb.png');
    refusals.push(performance.now() - started);
    if (sets.at(-1)?.status !== 'failed') throw new Error('the bomb was not refused');
  }
  console.log(
    `bomb           20000×20000 PNG refused in ${median(refusals).toFixed(1)} ms (median of 5,` +
      ` slowest ${Math.max(...refusals).toFixed(1)} ms) (target < 50)`,
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
