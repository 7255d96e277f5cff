// `npm run client:generate`: builds the server's OpenAPI document in this process (the real app on
// an empty in-memory PGlite, embedded defaults, no port) and writes packages/client/src/schema.d.ts
// from it. `--check` writes nothing and fails when the committed file is out of date.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';

// The server is TypeScript (beyond what Node strips): tsx loads it, once for every import below.
register();
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { renderSchema, SCHEMA_FILE } = await import('../packages/client/generate/render-schema.ts');

/** The document as `/api/docs/json` serves it, from configuration that ignores the environment. */
async function openApiDocument() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-openapi-'));
  const database = await openDatabase({});
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, startJobs: false });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const schema = await renderSchema(await openApiDocument());
const relative = path.relative(process.cwd(), SCHEMA_FILE);
if (process.argv.includes('--check')) {
  const committed = await readFile(SCHEMA_FILE, 'utf8').catch(() => '');
  if (committed !== schema) {
    console.error(`${relative} is out of date with the API: run npm run client:generate`);
    process.exit(1);
  }
  console.log(`${relative} matches the API`);
} else {
  await writeFile(SCHEMA_FILE, schema);
  console.log(`wrote ${relative}`);
}
