// After `vite build`: the sign-in page `/` rendered to HTML (src/prerender.tsx) inside a copy of
// the built index.html, as dist/index-signin.html, which the server sends for `/` only. Without
// it nothing painted on `/` until the entry script had downloaded and run (issue 10 §5).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
// Written by `build.manifest`; read here, then removed so it is never served.
const manifestFolder = path.join(dist, '.vite');
// The sign-in page's own code: its layout and page, grouped in one chunk (build/chunk-groups.ts).
const PAGE_CHUNK = 'public-shell';
// Read by the page before anything paints: a signed-in visitor goes on to the dashboard.
const SIGNED_IN_REDIRECT = '/signed-in-redirect.js';

async function renderSignInPage() {
  // Inside node_modules, so the rendering code finds React, Mantine and the router there.
  const outDir = path.join(web, 'node_modules', '.prerender');
  try {
    await build({
      root: web,
      logLevel: 'warn',
      build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
    });
    const { renderSignInPage } = await import(pathToFileURL(path.join(outDir, 'prerender.js')));
    return renderSignInPage();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The stylesheets of the chunk named `name` and of the chunks it imports, imports first. */
function stylesheetsOf(name, manifest) {
  const sheets = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const sheet of chunk.css ?? []) if (!sheets.includes(sheet)) sheets.push(sheet);
  };
  const key = Object.keys(manifest).find((key) => manifest[key].name === name);
  if (!key) throw new Error(`no chunk named ${name} in the Vite manifest`);
  visit(key);
  return sheets;
}

function writeCompressed(file) {
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

const manifest = JSON.parse(readFileSync(path.join(manifestFolder, 'manifest.json'), 'utf8'));
rmSync(manifestFolder, { recursive: true, force: true });

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
// The entry's own stylesheets are linked by index.html already.
const links = stylesheetsOf(PAGE_CHUNK, manifest)
  .filter((sheet) => !shell.includes(`href="/${sheet}"`))
  .map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}">`);
const markup = await renderSignInPage();

/**
 * Replaces `pattern` in the page, and fails the build when it is not there: a plugin that moves
 * index.html's markup (the web app manifest's link once took the `</head>` indentation away)
 * must not silently drop the sign-in page's stylesheets, which made the page jump when the app
 * loaded them (Lighthouse CLS 0.373 on `/`).
 */
function replaceIn(text, pattern, replacement, what) {
  if (!pattern.test(text)) throw new Error(`index.html has no ${what} for the sign-in page`);
  return text.replace(pattern, replacement);
}

let page = shell;
// Mantine sets this attribute when it mounts; its colour variables are scoped by it.
page = replaceIn(
  page,
  /<html lang="en">/,
  '<html lang="en" data-mantine-color-scheme="light">',
  '<html>',
);
page = replaceIn(
  page,
  /<meta charset="UTF-8" \/>/,
  (meta) => `${meta}\n    <script src="${SIGNED_IN_REDIRECT}"></script>`,
  'charset',
);
page = replaceIn(page, /<title>.*<\/title>/, '<title>Sign in · Atelier</title>', '<title>');
page = replaceIn(
  page,
  /<\/head>/,
  () => `${links.map((link) => `\n    ${link}`).join('')}\n  </head>`,
  '</head>',
);
// Inert until the app replaces it: typed into, the static form would lose what was typed when
// the live one takes its place, and submitted, it would put the password in the address.
page = replaceIn(
  page,
  /<div id="root"><\/div>/,
  () => `<div id="root"><div inert style="display: contents">${markup}</div></div>`,
  'root element',
);
for (const link of links) {
  if (!page.includes(link)) throw new Error(`the sign-in page does not link ${link}`);
}
if (!page.includes('Collaborative FASHION Platform</h2>')) {
  throw new Error('The prerendered sign-in page is missing its heading');
}
const file = path.join(dist, 'index-signin.html');
writeFileSync(file, page);
writeCompressed(file);
console.log(`prerendered / → dist/index-signin.html (${(page.length / 1024).toFixed(1)} KiB)`);
