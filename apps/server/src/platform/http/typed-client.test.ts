/**
 * The typed client (issue 49 §3) against the real server: its generated paths are the OpenAPI
 * document's own, and the API guide's examples (docs/api.md, packages/client/examples/) run as a
 * reader runs them, in a process of their own, against this app listening on a port.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, WEBHOOK_EVENTS } from '@atelier/domain';
import {
  renderSchema,
  SCHEMA_FILE,
} from '../../../../../packages/client/generate/render-schema.ts';
import {
  API_BASE as CLIENT_API_BASE,
  WEBHOOK_EVENT_TYPES,
  createAtelierClient,
  unwrap,
} from '../../../../../packages/client/src/index.ts';
import { products } from '../../db/schema/index.ts';
import { makeTeam, makeUser } from '../../test/factories.ts';
import { sparePort } from '../../test/spare-port.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let address: string;

beforeAll(async () => {
  t = await createTestApp();
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/**
 * A real API token (issue 49 §1) reading `teamIds`, made in `owner`'s session as docs/api.md says
 * (`POST /auth/tokens`), through the typed client itself: the credential the examples send.
 */
async function apiTokenFor(owner: { token: string }, teamIds: string[]) {
  const session = createAtelierClient({ baseUrl: address, token: owner.token });
  const made = await unwrap(
    session.POST('/auth/tokens', {
      body: { name: 'Guide examples', teamIds, scope: 'read', expiresInDays: 30 },
    }),
  );
  expect(made.token).toMatch(/^atl_/);
  return made.token;
}

const example = (name: string) =>
  fileURLToPath(new URL(`../../../../../packages/client/examples/${name}`, import.meta.url));

interface Run {
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  output: () => string;
  /** Resolves once the output holds this text. */
  printed: (text: string) => Promise<void>;
  stop: () => void;
}

/** Runs an example with this environment, as `node <file>` (Node strips the types). */
function run(name: string, env: Record<string, string>): Run {
  const child = spawn(process.execPath, [example(name)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const wait of waiting.filter(({ text }) => output.includes(text))) wait.resolve();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    exited,
    output: () => output,
    printed: (text) =>
      output.includes(text)
        ? Promise.resolve()
        : new Promise((resolve, reject) => {
            waiting.push({ text, resolve });
            void exited.then(() => reject(new Error(`exited before printing ${text}:\n${output}`)));
          }),
    stop: () => child.kill(),
  };
}

describe('the typed client', () => {
  it('agrees with the server on where the API lives and what webhooks send', () => {
    expect(CLIENT_API_BASE).toBe(API_BASE);
    expect(WEBHOOK_EVENT_TYPES).toEqual(WEBHOOK_EVENTS);
  });

  it('is generated from the document the server serves (else: npm run client:generate)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const generated = (await renderSchema(res.json())).split('\n');
    const committed = (await readFile(SCHEMA_FILE, 'utf8')).split('\n');
    const line = generated.findIndex((text, index) => committed[index] !== text);
    // The first line that differs, not a diff of a 35,000-line file.
    expect(
      line === -1 && generated.length === committed.length
        ? 'up to date'
        : `differs at line ${line + 1}: ${committed[line]} → ${generated[line]}`,
      'packages/client/src/schema.d.ts is out of date: run npm run client:generate',
    ).toBe('up to date');
  });
});

describe('the API guide’s examples', () => {
  it('list-products.ts prints every product the token may see, page after page', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    // Eleven products: two pages of ten.
    const names = Array.from({ length: 11 }, (_, index) => `Linen shirt ${index + 1}`);
    await t.db.insert(products).values(names.map((name) => ({ teamId: team._id, name })));
    // The owner's other team, which the token does not name.
    const other = await makeTeam(t, owner);
    await t.db.insert(products).values({ teamId: other._id, name: 'Not in the token' });

    const listing = run('list-products.ts', {
      ATELIER_URL: address,
      ATELIER_TOKEN: await apiTokenFor(owner, [team._id]),
    });
    expect(await listing.exited, listing.output()).toBe(0);
    const lines = listing.output().trim().split('\n');
    expect(lines.toSorted()).toEqual(names.map((name) => `${name}: idea`).toSorted());
  });

  it('list-products.ts stops with the API’s refusal when the token is not one', async () => {
    const listing = run('list-products.ts', { ATELIER_URL: address, ATELIER_TOKEN: 'atl_wrong' });
    expect(await listing.exited).not.toBe(0);
    expect(listing.output()).toContain('AtelierApiError: 401 invalid token');
  });

  it('verify-webhook.ts takes a delivery Atelier signed and refuses any other', async () => {
    const secret = `whsec_${Buffer.from(randomUUID()).toString('base64')}`;
    const port = await sparePort();
    const receiver = run('verify-webhook.ts', {
      ATELIER_WEBHOOK_SECRET: secret,
      PORT: String(port),
    });
    try {
      await receiver.printed(`Listening on port ${port}`);
      const body = JSON.stringify({
        type: 'product.created',
        timestamp: new Date().toISOString(),
        data: { productId: randomUUID(), name: 'Pleated skirt' },
      });
      const id = `msg_${randomUUID()}`;
      const now = new Date();
      const deliver = (headers: Record<string, string>, payload = body) =>
        fetch(`http://127.0.0.1:${port}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: payload,
        });
      const signed = {
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': new Webhook(secret).sign(id, now, body),
      };

      expect((await deliver(signed)).status).toBe(204);
      await receiver.printed('product.created at ');
      expect(receiver.output()).toContain('"name":"Pleated skirt"');

      // Signed with another secret, a body changed on the way, no signature at all.
      const otherSecret = `whsec_${Buffer.from(randomUUID()).toString('base64')}`;
      const forged = {
        ...signed,
        'webhook-signature': new Webhook(otherSecret).sign(id, now, body),
      };
      expect((await deliver(forged)).status).toBe(400);
      expect((await deliver(signed, body.replace('Pleated', 'Plain'))).status).toBe(400);
      expect((await deliver({ 'webhook-id': id })).status).toBe(400);
      expect(receiver.output()).not.toContain('Plain skirt');
      expect(receiver.output().match(/product\.created at /g)).toHaveLength(1);
    } finally {
      receiver.stop();
    }
  });
});
