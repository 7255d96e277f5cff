// designmate's offline skills at scale (issue 35), each next to its floor in the same run:
//   palette   extractPalette of a 24-megapixel photo (6000 × 4000 JPEG, gradients and noise, made
//             here) against a bare sharp decode and shrink of the same photo to the size the
//             palette samples (128 px): the decode is the floor. Target: p50 ≤ 3 × the floor's.
//   changes   changeList of a 500-comment thread against reading those comments (JSON.parse of
//             the thread as the database driver hands it over, and each text lower-cased).
// BENCH_ROUNDS (5) alternating rounds; medians of the rounds. Not part of `npm test`.
import { register } from 'tsx/esm/api';
import sharp from 'sharp';
import { median } from './measure.mjs';

register();
const { extractPalette } = await import('../apps/server/src/modules/designmate/skills/palette.ts');
const { changeList } = await import('../apps/server/src/modules/designmate/skills/change-list.ts');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ms = (value) => `${value.toFixed(1)} ms`;

async function photo() {
  const width = 6000;
  const height = 4000;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#D22B2B"/><stop offset="0.5" stop-color="#F2E8CF"/>
        <stop offset="1" stop-color="#1F4E79"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

const SENTENCES = [
  'Shorten the hem by 2 cm.',
  'Love the drape!',
  'Can we try a heavier linen?',
  'When does the fabric ship?',
  'The sleeve should be 2 cm longer.',
  'Thanks, looks great.',
  "Don't use topstitching on the yoke.",
  'What if we drop the back pleat?',
  '- lower the pocket\n- taper the leg',
  'Is this the final sample?',
];

const thread = Array.from({ length: 500 }, (_, n) => ({
  id: `c${n}`,
  text: `${SENTENCES[n % SENTENCES.length]} ${SENTENCES[(n * 7) % SENTENCES.length]}`,
  fileId: n % 3 === 0 ? `f${n % 10}` : null,
  pinned: n % 3 === 0,
  resolved: n % 5 === 0,
  author: 'Sam Supplier',
  createdAt: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
}));
const threadJson = JSON.stringify(thread);

async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const image = await photo();
console.log(`photo: 6000 × 4000 JPEG, ${(image.length / 1e6).toFixed(1)} MB; thread: 500 comments`);
const decode = () =>
  sharp(image, { limitInputPixels: 100_000_000 })
    .rotate()
    .resize(128, 128, { fit: 'inside', withoutEnlargement: true, kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer();
const read = () => JSON.parse(threadJson).map((comment) => comment.text.toLowerCase());
await decode();
await extractPalette([image]);
changeList(thread);

const rounds = [];
for (let round = 1; round <= ROUNDS; round++) {
  const figures = {
    decode: await timed(decode),
    palette: await timed(() => extractPalette([image])),
    read: await timed(read),
    changes: await timed(() => changeList(JSON.parse(threadJson))),
  };
  rounds.push(figures);
  console.log(
    `round ${round}  palette ${ms(figures.palette)} (decode ${ms(figures.decode)}) · change list ${ms(figures.changes)} (read ${ms(figures.read)})`,
  );
}
const of = (key) => median(rounds.map((round) => round[key]));
const ratio = of('palette') / of('decode');
console.log(`\nmedians of ${ROUNDS} rounds:`);
console.log(
  `  palette of a 24 MP photo   ${ms(of('palette'))}, bare decode ${ms(of('decode'))}: ${ratio.toFixed(2)}× (target ≤ 3×: ${ratio <= 3 ? 'met' : 'not met'})`,
);
console.log(
  `  change list, 500 comments  ${ms(of('changes'))}, reading them ${ms(of('read'))}: ${(of('changes') / of('read')).toFixed(0)}×`,
);
