import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_TEMP_MS } from './platform/storage/storage.ts';
import { makeUser } from './test/factories.ts';
import { createTestApp } from './test/test-app.ts';
import type { TestApp } from './test/test-app.ts';

let t: TestApp;
const ASSET = `console.log(${JSON.stringify('atelier '.repeat(400))});`;
// The shell preload, inline in every page (apps/web/build/shell-preload.ts).
const PRELOAD = "window.early = localStorage.getItem('token');";
const SHELL = `<!doctype html><script>${PRELOAD}</script><title>Atelier</title>`;
const SIGN_IN_PAGE = `<!doctype html><title>Sign in · Atelier</title><div id="root"><h2>Collaborative FASHION Platform</h2>${'<p>Sketches</p>'.repeat(100)}</div>`;
beforeAll(async () => {
  const web = await mkdtemp(path.join(os.tmpdir(), 'atelier-web-'));
  await mkdir(path.join(web, 'assets'));
  await writeFile(path.join(web, 'index.html'), SHELL);
  await writeFile(path.join(web, 'index-signin.html'), SIGN_IN_PAGE);
  await writeFile(path.join(web, 'index-signin.html.br'), brotliCompressSync(SIGN_IN_PAGE));
  await writeFile(path.join(web, 'assets', 'app-1234.js'), ASSET);
  await writeFile(path.join(web, 'assets', 'app-1234.js.br'), brotliCompressSync(ASSET));
  await writeFile(path.join(web, 'assets', 'app-1234.js.gz'), gzipSync(ASSET));
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(() => t.close());

describe('the one process', () => {
  it('answers /api/health when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      responseCode: 200,
      responseMessage: 'OK',
      messageKey: 'ok',
      data: { status: 'ok', database: 'up' },
    });
  });

  it('publishes the OpenAPI document with every route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const route of [
      'register',
      'verifyOtp',
      'resendOtp',
      'login',
      'logout',
      'forgotPassword',
      'createPassword',
      'getProfile',
      'updateProfile',
      'updateQuestions',
      'fileUpload',
    ]) {
      expect(paths).toContain(`/api/v1/auth/${route}`);
    }
  });

  it('serves the web app with SPA fallback and security headers', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Atelier</title>');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('lets the pages run their inline script, by its hash, and no other inline script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const hash = createHash('sha256').update(PRELOAD).digest('base64');
    const scriptSrc = page.headers['content-security-policy']
      ?.toString()
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('sends the precompressed asset that Accept-Encoding allows, and says it varies', async () => {
    const asset = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers });
    const brotli = await asset({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(ASSET);
    const gzip = await asset({ 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET);
    const plain = await asset({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends the prerendered sign-in page for / only, and the empty shell elsewhere', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const home = await t.app.inject({ method, url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.headers['content-type']).toContain('text/html');
      expect(home.headers['cache-control']).toBe('no-cache');
      if (method === 'GET') expect(home.body).toContain('Collaborative FASHION Platform');
    }
    const withQuery = await t.app.inject({ method: 'GET', url: '/?email=ann%40example.com' });
    expect(withQuery.body).toContain('Collaborative FASHION Platform');
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SIGN_IN_PAGE);
    for (const url of ['/dashboard', '/signup', '/Wall/12']) {
      const shell = await t.app.inject({ method: 'GET', url });
      expect(shell.headers['cache-control']).toBe('no-cache');
      expect(shell.body).toBe(SHELL);
    }
  });

  it('compresses JSON answers above 1 KiB but not small ones like /api/health', async () => {
    const { token } = await makeUser(t);
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
    const currencies = await t.app.inject({
      method: 'GET',
      url: '/api/v1/general/currency',
      headers,
    });
    expect(currencies.headers['content-encoding']).toBe('br');
    expect(
      JSON.parse(brotliDecompressSync(currencies.rawPayload).toString()).data.length,
    ).toBeGreaterThan(20);
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().data.status).toBe('ok');
  });

  it('answers unknown API paths with the JSON envelope, not the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      responseCode: 404,
      responseMessage: 'Not found.',
      messageKey: 'notFound',
      code: 'not_found',
      data: null,
    });
  });

  it('refuses bodies over the limit with 413, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().responseCode).toBe(413);
  });

  it('allows cross-origin calls only from PUBLIC_URL', async () => {
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).not.toBe('https://evil.example');
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: t.config.publicUrl },
    });
    expect(own.headers['access-control-allow-origin']).toBe(t.config.publicUrl);
  });

  it('answers a preflight for PUBLIC_URL with the methods and headers it may send', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/product',
      headers: {
        origin: t.config.publicUrl,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(t.config.publicUrl);
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(res.headers['access-control-allow-headers']).toBe('authorization, content-type');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('a server starting', () => {
  it('removes the temporary files of uploads a crash cut short, and keeps recent ones', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-crashed-'));
    const tmpDir = path.join(dataDir, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const longAgo = new Date(Date.now() - STALE_TEMP_MS - 60_000);
    await writeFile(path.join(tmpDir, 'cut-short'), Buffer.alloc(1024));
    await utimes(path.join(tmpDir, 'cut-short'), longAgo, longAgo);
    await writeFile(path.join(tmpDir, 'just-begun'), Buffer.alloc(1024));
    const started = await createTestApp({ DATA_DIR: dataDir }, { startJobs: true });
    try {
      expect(await readdir(tmpDir)).toEqual(['just-begun']);
    } finally {
      await started.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
