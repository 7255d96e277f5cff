/**
 * Webhook deliveries end to end (issue 49 §2): actions through the routes, the sender as a job,
 * a real local receiver that verifies each delivery with `standardwebhooks`. Loopback is allowed
 * here (WEBHOOKS_ALLOW_LOOPBACK=true, as for local development); retries run on a movable clock.
 */
import { createHmac } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, WEBHOOK_EVENTS } from '@atelier/domain';
import { jobs, notifications } from '../../db/schema/index.ts';
import { JobRunner } from '../../platform/jobs/runner.ts';
import type { HostResolver } from '../../platform/net/resolve-host.ts';
import { call, makeTeam, makeUser } from '../../test/factories.ts';
import { movableClock } from '../../test/movable-clock.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startReceiver } from '../../test/webhook-receiver.ts';
import type { Receiver } from '../../test/webhook-receiver.ts';
import { registerWebhookJobs, RETRY_SCHEDULE_SECONDS } from './sender.ts';

let rebindLookups = 0;
const resolveHost: HostResolver = async (host) => {
  // Public when the URL is checked, the metadata address when a delivery connects.
  if (host === 'rebind.example.test')
    return [{ address: rebindLookups++ === 0 ? '93.184.216.34' : '169.254.169.254', family: 4 }];
  throw new Error('ENOTFOUND');
};

let t: TestApp;
const receivers: Receiver[] = [];
beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_LOOPBACK: 'true' }, { resolveHost });
});
afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await t.close();
});

type User = Awaited<ReturnType<typeof makeUser>>;

async function receiver(...args: Parameters<typeof startReceiver>) {
  const started = await startReceiver(...args);
  receivers.push(started);
  return started;
}

/** A team of a new owner, with one endpoint at the receiver subscribed to these events. */
async function subscribed(at: Receiver, events: readonly string[] = WEBHOOK_EVENTS) {
  const owner = await makeUser(t);
  const team = await makeTeam(t, owner);
  const made = await call(t, 'POST', `team/${team._id}/webhooks`, {
    token: owner.token,
    body: { url: `${at.url}/hooks`, events },
  });
  expect(made.status).toBe(201);
  const { _id: id, secret } = made.body.data as { _id: string; secret: string };
  return { owner, team, id, secret, path: `team/${team._id}/webhooks/${id}` };
}

async function makeProduct(owner: User, teamId: string, name = 'Linen shirt') {
  const res = await call(t, 'POST', 'product', { token: owner.token, body: { teamId, name } });
  expect(res.status).toBe(201);
  return res.body.data._id as string;
}

const deliveriesOf = async (owner: User, path: string) =>
  (await call(t, 'GET', `${path}/deliveries?limit=50`, { token: owner.token })).body;

/** A job runner on a clock the test moves, running the webhook sender only. */
function movableRunner() {
  const time = movableClock();
  const runner = new JobRunner(t.db, t.app.log, { clock: time.clock });
  registerWebhookJobs(runner, t.app.ctx);
  return { time, runner };
}

const failWith = (status: number) => (_hook: unknown, res: ServerResponse) =>
  void res.writeHead(status).end('no');

describe('webhook deliveries', () => {
  it('bring a new product to the receiver, signed as Standard Webhooks define', async () => {
    const at = await receiver();
    const { owner, team, secret, path } = await subscribed(at);
    const productId = await makeProduct(owner, team._id);
    expect(at.received).toHaveLength(0); // sent after commit, by the job
    await t.deliver();

    expect(at.received).toHaveLength(1);
    const [hook] = at.received;
    expect(hook!.path).toBe('/hooks');
    expect(hook!.headers['content-type']).toBe('application/json');
    const id = hook!.headers['webhook-id']!;
    const timestamp = hook!.headers['webhook-timestamp']!;
    expect(id).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    // The signature, by the spec's own recipe and by the library receivers use.
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${hook!.body}`);
    expect(hook!.headers['webhook-signature']).toBe(`v1,${expected.digest('base64')}`);
    const verified = new Webhook(secret).verify(hook!.body, hook!.headers);
    expect(verified).toMatchObject({
      type: 'product.created',
      timestamp: expect.any(String),
      data: { productId, teamId: team._id, name: 'Linen shirt', stage: 'idea' },
    });
    expect(() => new Webhook(secret).verify(`${hook!.body} `, hook!.headers)).toThrow();

    const log = await deliveriesOf(owner, path);
    expect(log.pagination).toEqual({ page: 1, limit: 50, total: 1 });
    expect(log.data).toEqual([
      {
        _id: id,
        type: 'product.created',
        state: 'delivered',
        createdAt: expect.any(String),
        nextAttemptAt: null,
        attempts: [
          { at: expect.any(String), status: 204, error: null, durationMs: expect.any(Number) },
        ],
      },
    ]);
    const list = await call(t, 'GET', `team/${team._id}/webhooks`, { token: owner.token });
    expect(list.body.data[0].lastDelivery).toEqual({ at: expect.any(String), state: 'delivered' });
  });

  it('carry each subscribed event of a product’s life, in order, and nothing else', async () => {
    const at = await receiver();
    const events = ['product.updated', 'product.stage_changed', 'comment.created'];
    const { owner, team } = await subscribed(at, events);
    const other = await receiver();
    const elsewhere = await subscribed(other);
    const productId = await makeProduct(owner, team._id);
    const edit = (body: Record<string, unknown>) =>
      call(t, 'PUT', `product/${productId}`, { token: owner.token, body });
    expect((await edit({ name: 'Linen shirt II' })).status).toBe(200);
    expect((await edit({ stage: 'sampling' })).status).toBe(200);
    const comment = await call(t, 'POST', 'product/productComments', {
      token: owner.token,
      body: { productId, text: 'Shorten the sleeves' },
    });
    expect(comment.status).toBe(201);
    await t.deliver();

    expect(at.events().map((event) => event.type)).toEqual([
      'product.updated',
      'product.updated',
      'product.stage_changed',
      'comment.created',
    ]);
    const [renamed, , staged, commented] = at.events();
    expect(renamed!.data).toMatchObject({ productId, name: 'Linen shirt II' });
    expect(staged!.data).toMatchObject({
      productId,
      previousStage: 'idea',
      stage: 'sampling',
      changedBy: owner.user.id,
    });
    expect(commented!.data).toMatchObject({
      productId,
      text: 'Shorten the sleeves',
      visibility: 'internal',
      author: { userId: owner.user.id },
    });
    // Another team's endpoint hears nothing of it.
    expect(other.received).toHaveLength(0);
    expect(elsewhere.team._id).not.toBe(team._id);
  });

  it('are tried again on Standard Webhooks’ schedule until the receiver takes them', async () => {
    const at = await receiver(
      (_hook, res, index) => void res.writeHead(index < 2 ? 500 : 200).end(),
    );
    const { owner, team, path } = await subscribed(at, ['product.created']);
    await makeProduct(owner, team._id);
    const { time, runner } = movableRunner();

    await runner.drain();
    expect(at.received).toHaveLength(1);
    let [delivery] = (await deliveriesOf(owner, path)).data;
    expect(delivery).toMatchObject({ state: 'pending', attempts: [{ status: 500, error: null }] });
    expect(new Date(delivery.nextAttemptAt).getTime()).toBe(time.now().getTime() + 5000);

    time.advance(4);
    await runner.drain();
    expect(at.received).toHaveLength(1); // not yet
    time.advance(1);
    await runner.drain();
    expect(at.received).toHaveLength(2);
    time.advance(299);
    await runner.drain();
    expect(at.received).toHaveLength(2);
    time.advance(1);
    await runner.drain();
    expect(at.received).toHaveLength(3);

    [delivery] = (await deliveriesOf(owner, path)).data;
    expect(delivery.state).toBe('delivered');
    expect(delivery.attempts.map((entry: { status: number }) => entry.status)).toEqual([
      200, 500, 500,
    ]);
    // The same event each time: one webhook-id.
    expect(new Set(at.received.map((hook) => hook.headers['webhook-id'])).size).toBe(1);
  });

  it('hold a product’s later events while an earlier one waits, and let other products pass', async () => {
    let failedOnce = false;
    const at = await receiver((hook, res) => {
      const event = JSON.parse(hook.body) as { data: { name: string } };
      const fail = !failedOnce && event.data.name === 'First';
      failedOnce ||= fail;
      res.writeHead(fail ? 503 : 204).end();
    });
    const { owner, team } = await subscribed(at, ['product.created', 'product.updated']);
    const first = await makeProduct(owner, team._id, 'First');
    await call(t, 'PUT', `product/${first}`, { token: owner.token, body: { description: 'v2' } });
    const second = await makeProduct(owner, team._id, 'Second');
    const { time, runner } = movableRunner();

    await runner.drain();
    const sent = () => at.events().map((event) => `${event.type} ${String(event.data.productId)}`);
    expect(sent()).toEqual([`product.created ${first}`, `product.created ${second}`]);

    time.advance(5);
    await runner.drain();
    expect(sent()).toEqual([
      `product.created ${first}`,
      `product.created ${second}`,
      `product.created ${first}`,
      `product.updated ${first}`,
    ]);
  });

  it('stop after a day of failures: the delivery failed, the endpoint off, the owner told', async () => {
    const at = await receiver(failWith(500));
    const { owner, team, path } = await subscribed(at, ['product.created', 'product.updated']);
    const productId = await makeProduct(owner, team._id);
    await call(t, 'PUT', `product/${productId}`, {
      token: owner.token,
      body: { description: 'x' },
    });
    const { time, runner } = movableRunner();

    await runner.drain();
    for (const wait of RETRY_SCHEDULE_SECONDS) {
      time.advance(wait);
      await runner.drain();
    }
    // Eight attempts over about a day, all at the first event: the second waited behind it.
    expect(at.received).toHaveLength(RETRY_SCHEDULE_SECONDS.length + 1);
    expect(at.events().every((event) => event.type === 'product.created')).toBe(true);
    const log = (await deliveriesOf(owner, path)).data;
    expect(log.map((entry: { type: string; state: string }) => [entry.type, entry.state])).toEqual([
      ['product.updated', 'pending'],
      ['product.created', 'failed'],
    ]);
    expect(log[1].attempts).toHaveLength(8);
    const list = await call(t, 'GET', `team/${team._id}/webhooks`, { token: owner.token });
    expect(list.body.data[0].disabledAt).toEqual(expect.any(String));

    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id));
    const text = messages.webhookDisabledNotice(`${at.url}/hooks`);
    expect(told).toEqual([
      expect.objectContaining({ key: 'webhook', message: text, teamId: team._id }),
    ]);
    await t.deliver();
    const mails = t.mails.filter((mail) => mail.to === owner.user.email);
    expect(mails).toHaveLength(1); // once, by the mail queue, whatever the settings
    expect(mails[0]!.text).toContain(text);

    // Nothing more is sent while it is off, not even new events.
    time.advance(86_400);
    await runner.drain();
    await makeProduct(owner, team._id, 'While off');
    await runner.drain();
    expect(at.received).toHaveLength(8);

    // Turned on again, what waited goes.
    at.answer((_hook, res) => void res.writeHead(204).end());
    const enabled = await call(t, 'PATCH', path, { token: owner.token, body: { enabled: true } });
    expect(enabled.body.data.disabledAt).toBeNull();
    await runner.drain();
    expect(at.events().at(-1)).toMatchObject({ type: 'product.updated', data: { productId } });
    expect(at.received).toHaveLength(9);
  });

  it('are sent again on request with the same webhook-id', async () => {
    const at = await receiver();
    const { owner, team, secret, path } = await subscribed(at, ['product.created']);
    await makeProduct(owner, team._id);
    await t.deliver();
    const [delivery] = (await deliveriesOf(owner, path)).data;

    const resent = await call(t, 'POST', `${path}/deliveries/${delivery._id}/resend`, {
      token: owner.token,
    });
    expect(resent.status).toBe(200);
    expect(resent.body.responseMessage).toBe(messages.webhookResent);
    expect(resent.body.data).toMatchObject({ _id: delivery._id, state: 'delivered' });
    expect(resent.body.data.attempts).toHaveLength(2);
    expect(at.received).toHaveLength(2);
    expect(at.received[1]!.headers['webhook-id']).toBe(delivery._id);
    expect(at.received[1]!.body).toBe(at.received[0]!.body);
    expect(new Webhook(secret).verify(at.received[1]!.body, at.received[1]!.headers)).toBeTruthy();

    const missing = await call(t, 'POST', `${path}/deliveries/msg_nope/resend`, {
      token: owner.token,
    });
    expect(missing.status).toBe(404);
  });

  it('never follow a redirect: a 3xx is a failed attempt', async () => {
    const at = await receiver((hook, res) => {
      if (hook.path === '/hooks') res.writeHead(302, { location: '/elsewhere' }).end();
      else res.writeHead(204).end();
    });
    const { owner, team, path } = await subscribed(at, ['product.created']);
    await makeProduct(owner, team._id);
    await t.deliver();
    expect(at.received.map((hook) => hook.path)).toEqual(['/hooks']);
    const [delivery] = (await deliveriesOf(owner, path)).data;
    expect(delivery).toMatchObject({
      state: 'pending',
      attempts: [{ status: 302, error: 'redirect to /elsewhere not followed' }],
    });
  });

  it('read at most 64 KiB of an answer, then stop', async () => {
    const at = await receiver((_hook, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(16 * 1024, 'a');
      // An answer that never ends.
      const timer = setInterval(() => res.write(chunk), 5);
      res.on('close', () => clearInterval(timer));
    });
    const { owner, team, path } = await subscribed(at, ['product.created']);
    await makeProduct(owner, team._id);
    await t.deliver();
    const [delivery] = (await deliveriesOf(owner, path)).data;
    expect(delivery).toMatchObject({
      state: 'delivered',
      attempts: [{ status: 200, error: null }],
    });
    expect(delivery.attempts[0].durationMs).toBeLessThan(5000);
  });

  it('carry a released tech pack’s costs only to an endpoint that chose them', async () => {
    const secretive = await receiver();
    const open = await receiver();
    const { owner, team } = await subscribed(secretive, ['techpack.released']);
    const withCosts = await call(t, 'POST', `team/${team._id}/webhooks`, {
      token: owner.token,
      body: { url: `${open.url}/hooks`, events: ['techpack.released'], includeCosts: true },
    });
    expect(withCosts.status).toBe(201);
    const productId = await makeProduct(owner, team._id);
    const released = await call(t, 'POST', `product/${productId}/techpack`, {
      token: owner.token,
      body: { note: 'For the factory' },
    });
    expect(released.status).toBe(201);
    await t.deliver();

    const [plain] = secretive.events();
    expect(plain).toMatchObject({
      type: 'techpack.released',
      data: { productId, revision: 'A', revisionNumber: 1, note: 'For the factory' },
    });
    expect(plain!.data).not.toHaveProperty('costs');
    expect(secretive.received[0]!.body).not.toContain('costs');
    const [costed] = open.events();
    expect(costed!.data).toMatchObject({ productId, revision: 'A' });
    expect(costed!.data.costs).toEqual(
      expect.objectContaining({ wholesalePrice: null, retailPrice: null }),
    );
  });

  it('are let go quietly when their endpoint is deleted while one is being sent', async () => {
    let remove: () => Promise<unknown> = async () => undefined;
    const at = await receiver(async (_hook, res) => {
      await remove();
      res.writeHead(204).end();
    });
    const { owner, team, path } = await subscribed(at, ['product.created']);
    remove = () => call(t, 'DELETE', path, { token: owner.token });
    await makeProduct(owner, team._id);
    await t.deliver();
    expect(at.received).toHaveLength(1);
    const tried = await t.db.select().from(jobs).where(eq(jobs.kind, 'webhooks.send'));
    expect(tried.filter((job) => job.status === 'failed' || job.lastError)).toEqual([]);
  });

  it('do not reach a name that resolves elsewhere when sent than when checked', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    rebindLookups = 0;
    const made = await call(t, 'POST', `team/${team._id}/webhooks`, {
      token: owner.token,
      body: { url: 'https://rebind.example.test/hooks', events: ['product.created'] },
    });
    expect(made.status).toBe(201);
    await makeProduct(owner, team._id);
    await t.deliver();
    const log = await deliveriesOf(owner, `team/${team._id}/webhooks/${made.body.data._id}`);
    expect(log.data[0].attempts).toEqual([
      expect.objectContaining({ status: null, error: expect.stringMatching(/^refused/) }),
    ]);
    expect(rebindLookups).toBe(2);
  });
});
