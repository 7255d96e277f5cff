// The installable app's files (issue 48 §1) as the browser fetches them: the manifest and the
// service worker with their types, the worker never cached without asking (so a new release is
// found), hashed assets still cached for a year, and the API never answered by the app shell.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStatic } from './static.ts';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'atelier-web-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, 'icons'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(path.join(dist, 'workbox-1a2b3c4d.js'), 'export {};');
  await writeFile(
    path.join(dist, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Atelier', display: 'standalone' }),
  );
  await writeFile(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50]));
  await writeFile(path.join(dist, 'assets', 'index-AbCd1234.js'), 'export {};');
  app = Fastify();
  await registerStatic(app, { uploadsRoot: undefined, webDist: dist });
});

afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the installable app’s files', () => {
  it('serves the web app manifest as application/manifest+json, revalidated', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'Atelier', display: 'standalone' });
  });

  it('serves the service worker as JavaScript with no-cache, so updates are found', async () => {
    for (const url of ['/sw.js', '/workbox-1a2b3c4d.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps hashed assets immutable and icons revalidated', async () => {
    const asset = await app.inject({ url: '/assets/index-AbCd1234.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers app addresses with the shell and API addresses with a 404, never the shell', async () => {
    const page = await app.inject({ url: '/products/123' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const api = await app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });
});
