// `npm run build`: the web app and the server, each rebuilt when its sources changed.
import { buildServerIfStale, buildWebIfStale } from './builds.mjs';

buildWebIfStale();
await buildServerIfStale();
