// `npm start`: builds the web app and the server when they are missing or out of date, then serves
// everything on one port with the embedded defaults (DESIGN §1), as compiled JavaScript.
import { pathToFileURL } from 'node:url';
import { buildServerIfStale, buildWebIfStale, serverEntry } from './builds.mjs';

if (!process.env.WEB_DIST) buildWebIfStale();
await buildServerIfStale();
await import(pathToFileURL(serverEntry).href);
