// The first-load budget (issue 10 §5): the JavaScript the built `index.html` loads before any
// route chunk — its module scripts and modulepreloads — weighs at most 170 KiB gzipped.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './builds.mjs';

const BUDGET_KIB = 170;
const dist = path.join(root, 'apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
const scripts = tags.flatMap((tag) => {
  const isScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
  const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
  const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
  return (isScript || isPreload) && url ? [url] : [];
});
if (scripts.length === 0) throw new Error('apps/web/dist/index.html loads no module script');

const kib = (bytes) => bytes / 1024;
let total = 0;
for (const url of scripts) {
  const size = gzipSync(readFileSync(path.join(dist, url))).length;
  total += size;
  console.log(`  ${kib(size).toFixed(1).padStart(6)} KiB  ${url}`);
}
const verdict = kib(total) <= BUDGET_KIB ? 'within' : 'OVER';
console.log(
  `first-route JS ${kib(total).toFixed(1)} KiB gzipped, ${verdict} the ${BUDGET_KIB} KiB budget`,
);
if (verdict === 'OVER') process.exit(1);
