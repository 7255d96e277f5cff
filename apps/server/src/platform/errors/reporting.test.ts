import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A local stand-in for Sentry's ingest: it keeps every envelope posted to it. */
async function startIngest() {
  const envelopes: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const gzipped = request.headers['content-encoding'] === 'gzip';
      envelopes.push((gzipped ? gunzipSync(body) : body).toString('utf8'));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/42`,
    envelopes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let ingest: Awaited<ReturnType<typeof startIngest>>;
let t: TestApp;
beforeAll(async () => {
  ingest = await startIngest();
  t = await createTestApp({ SENTRY_DSN: ingest.dsn });
});
afterAll(async () => {
  await t.close();
  await ingest.close();
});

describe('error reporting', () => {
  it('sends an unexpected server error to Sentry without personal data', async () => {
    const { user, token } = await makeUser(t, { firstName: 'Privatename' });
    const team = await makeTeam(t, { token });
    // A fault no request can cause: the table a route reads is gone.
    await t.db.execute(sql`DROP TABLE colours CASCADE`);
    const res = await call(t, 'GET', `colour?teamId=${team._id}&search=secret-search`, { token });
    expect(res.status).toBe(500);
    expect(res.body.responseMessage).toBe('Please try again.');

    await expect.poll(() => ingest.envelopes.length, { timeout: 5000 }).toBeGreaterThan(0);
    const envelope = ingest.envelopes.join('\n');
    expect(envelope).toContain('"type":"event"');
    expect(envelope).toContain('colours');
    expect(envelope).toContain('GET /api/v1/colour');
    for (const personal of [user.email, 'Privatename', token, 'secret-search', '127.0.0.1']) {
      expect(envelope).not.toContain(personal);
    }
  });

  it('leaves 4xx answers out: they are the user’s, not the server’s', async () => {
    const before = ingest.envelopes.length;
    const res = await call(t, 'GET', 'auth/getProfile');
    expect(res.status).toBe(401);
    await t.app.ctx.jobs.drain();
    expect(ingest.envelopes.length).toBe(before);
  });
});
