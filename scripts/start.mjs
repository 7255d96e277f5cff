// `npm start`: builds the web app when it has not been built yet, then serves everything on one
// port with the embedded defaults (DESIGN §1).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (!existsSync(webIndex) && !process.env.WEB_DIST) {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@atelier/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import(path.join(root, 'apps/server/src/main.ts'));
