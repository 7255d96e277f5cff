// The two builds `npm start` and the journeys need — the web app (Vite) and the server (esbuild to
// one ES module) — each run only when its output is missing or older than its sources, so a
// `git pull` never starts yesterday's code.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

export const serverEntry = at('apps/server/dist/main.mjs');
const webIndex = at('apps/web/dist/index.html');
// Which React the built web app holds. Kept outside dist/, which is served as it is.
const webModeStamp = at('node_modules/.cache/atelier/web-build-mode');

/**
 * The web app is built for production unless `ATELIER_WEB_MODE=development` asks otherwise: Vite
 * follows the shell's `NODE_ENV`, and an exported `NODE_ENV=development` silently built React's
 * development bundle (218 KiB gzipped first load instead of ~150) and kept it for later starts.
 */
export const webMode =
  process.env.ATELIER_WEB_MODE === 'development' ? 'development' : 'production';

function builtWebMode() {
  return existsSync(webModeStamp) ? readFileSync(webModeStamp, 'utf8').trim() : undefined;
}

/** The latest modification time among these files and everything inside these folders. */
function newestChange(sources) {
  let newest = 0;
  const visit = (source) => {
    const stats = statSync(source);
    if (!stats.isDirectory()) {
      newest = Math.max(newest, stats.mtimeMs);
      return;
    }
    for (const entry of readdirSync(source)) visit(path.join(source, entry));
  };
  for (const source of sources) if (existsSync(source)) visit(source);
  return newest;
}

function isStale(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newestChange(sources);
}

const domainSources = [at('packages/domain/src'), at('packages/domain/package.json')];

export function buildWebIfStale() {
  const sources = [
    at('apps/web/src'),
    at('apps/web/public'),
    at('apps/web/index.html'),
    at('apps/web/vite.config.ts'),
    at('apps/web/build'),
    at('apps/web/package.json'),
    ...domainSources,
  ];
  if (!isStale(webIndex, sources) && builtWebMode() === webMode) return;
  console.log(`Building the web app (${webMode})…`);
  const result = spawnSync('npm', ['run', 'build', '-w', '@atelier/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: webMode },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  mkdirSync(path.dirname(webModeStamp), { recursive: true });
  writeFileSync(webModeStamp, webMode);
}

/** Every package the server or the domain package depends on stays an import of node_modules. */
function externals() {
  const read = (file) => JSON.parse(readFileSync(at(file), 'utf8')).dependencies ?? {};
  const names = Object.keys({
    ...read('apps/server/package.json'),
    ...read('packages/domain/package.json'),
  }).filter((name) => name !== '@atelier/domain');
  return names.flatMap((name) => [name, `${name}/*`]);
}

export async function buildServerIfStale() {
  const sources = [at('apps/server/src'), at('apps/server/package.json'), ...domainSources];
  if (!isStale(serverEntry, sources)) return;
  console.log('Building the server…');
  const dist = at('apps/server/dist');
  rmSync(dist, { recursive: true, force: true });
  await build({
    entryPoints: [at('apps/server/src/main.ts')],
    outfile: serverEntry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    external: externals(),
    logLevel: 'warning',
  });
  // The migrator reads its folder beside the code (`import.meta.dirname`).
  cpSync(at('apps/server/src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
}
