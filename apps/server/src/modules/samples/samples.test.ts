import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@atelier/domain';
import type { AppNotification, SampleDetail, SampleRequest } from '@atelier/domain';
import { sampleRequests } from '../../db/schema/index.ts';
import { addSupplierPerson, call, makeUser, multipartForm, PNG } from '../../test/factories.ts';
import { LETTERS, measurementStudio, type Person } from '../../test/measurements.ts';
import { connect, flush, inbox, listen } from '../../test/sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { noticeLateSample } from './late.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(() => t.close());

function ok<T>(res: { status: number; body: { data: T } }, status = 200): T {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data;
}

/**
 * A product with a saved sheet (M base: T01 70 ±1, T05 44 −0.3/+0.7) and a released tech pack,
 * made by the supplier "factory" (whose person is `vendor`); a second supplier's person (`rival`)
 * makes the same product; a viewer of the team and an outsider.
 */
async function studio() {
  const base = await measurementStudio(t);
  const { owner, team, productId, pom } = base;
  ok(
    await call(t, 'PUT', `product/${productId}/spec`, {
      token: owner.token,
      body: {
        revision: 0,
        unit: 'cm',
        sizes: LETTERS,
        baseSize: 'M',
        rows: [
          { pomId: pom('T01')._id, base: 70, gradeRule: 1.5, tolerance: { minus: 1, plus: 1 } },
          { pomId: pom('T05')._id, base: 44, gradeRule: 1, tolerance: { minus: 0.3, plus: 0.7 } },
        ],
      },
    }),
  );
  const released = ok<{ _id: string; revision: string }>(
    await call(t, 'POST', `product/${productId}/techpack`, {
      token: owner.token,
      body: { note: 'For proto' },
    }),
    201,
  );
  const vendor = await makeUser(t, { firstName: 'Wei', lastName: 'Chen' });
  const supplierId = await addSupplierPerson(t, team._id, vendor.user.id, [productId]);
  const rival = await makeUser(t);
  const rivalId = await addSupplierPerson(t, team._id, rival.user.id, [productId]);
  const outsider = await makeUser(t);
  return { ...base, released, vendor, supplierId, rival, rivalId, outsider };
}

type Studio = Awaited<ReturnType<typeof studio>>;

const ask = (person: Person, productId: string, body: Record<string, unknown>) =>
  call(t, 'POST', `product/${productId}/samples`, { token: person.token, body });
const update = (person: Person, s: SampleRequest, body: Record<string, unknown>) =>
  call(t, 'PUT', `product/${s.productId}/samples/${s._id}`, { token: person.token, body });
const detail = (person: Person, s: SampleRequest) =>
  call(t, 'GET', `product/${s.productId}/samples/${s._id}`, { token: person.token });

async function request(s: Studio, body: Record<string, unknown> = {}) {
  return ok<SampleRequest>(
    await ask(s.owner, s.productId, {
      supplierId: s.supplierId,
      round: 'fit 1',
      sizes: ['m', 'L'],
      quantity: 2,
      neededBy: '2099-03-01',
      techpackRevisionId: s.released._id,
      note: 'Wash before measuring',
      ...body,
    }),
    201,
  );
}

async function notices(person: Person) {
  await t.deliver();
  const res = await call(t, 'GET', 'notifications/userNotifications?page=1&limit=50', {
    token: person.token,
  });
  return ok<AppNotification[]>(res).filter((notice) => notice.key === 'sample');
}

describe('sample requests (issue 47 §3)', () => {
  it('asks a supplier, who acknowledges, ships and measures; the team receives it into the fit session', async () => {
    const s = await studio();
    const sample = await request(s);
    expect(sample).toMatchObject({
      productId: s.productId,
      productName: 'Linen shirt',
      supplier: { _id: s.supplierId },
      round: 'Fit 1',
      sizes: ['M', 'L'],
      quantity: 2,
      neededBy: '2099-03-01',
      techpack: { _id: s.released._id, revision: 'A' },
      note: 'Wash before measuring',
      status: 'requested',
      late: false,
      fitId: null,
      createdBy: { _id: s.owner.user.id, name: 'Olive Owner' },
      policies: { answer: true, receive: true },
    });
    expect((await notices(s.vendor)).map((notice) => notice.message)).toEqual([
      messages.sampleRequestedNotice(s.team.name, 'Fit 1', 'Linen shirt', '2099-03-01'),
    ]);

    // The supplier sees it on the product and on the board, and may answer but not receive.
    const listed = ok<SampleRequest[]>(
      await call(t, 'GET', `product/${s.productId}/samples`, { token: s.vendor.token }),
    );
    expect(listed.map((entry) => [entry._id, entry.policies])).toEqual([
      [sample._id, { answer: true, receive: false }],
    ]);
    const board = ok<SampleRequest[]>(
      await call(t, 'GET', `team/${s.team._id}/samples`, { token: s.vendor.token }),
    );
    expect(board.map((entry) => entry._id)).toEqual([sample._id]);

    const acknowledged = await update(s.vendor, sample, {
      status: 'acknowledged',
      proposedDate: '2099-02-20',
    });
    expect(ok<SampleRequest>(acknowledged)).toMatchObject({
      status: 'acknowledged',
      proposedDate: '2099-02-20',
    });
    expect(acknowledged.body.responseMessage).toBe(messages.sampleSaved);
    const again = await update(s.vendor, sample, {
      status: 'acknowledged',
      proposedDate: '2099-02-20',
    });
    expect(again.body.responseMessage).toBe(messages.sampleUnchanged);

    const shipped = ok<SampleRequest>(
      await update(s.vendor, sample, { status: 'shipped', carrier: 'DHL', tracking: '1234567890' }),
    );
    expect(shipped).toMatchObject({ status: 'shipped', carrier: 'DHL', tracking: '1234567890' });
    expect(shipped.shippedAt).not.toBeNull();

    // The supplier's measurements open the Fit 1 session in the base size M.
    const before = ok<SampleDetail>(await detail(s.vendor, sample));
    expect(before.sampleSize).toBe('M');
    expect(before.points.map((point) => [point.code, point.spec])).toEqual([
      ['T01', 70],
      ['T05', 44],
    ]);
    expect(before.fit).toBeNull();
    const measured = await call(
      t,
      'PUT',
      `product/${s.productId}/samples/${sample._id}/measurements`,
      {
        token: s.vendor.token,
        body: {
          rows: [
            { pomId: before.points[0]!.pomId, value: 71.5 },
            { pomId: before.points[1]!.pomId, value: '44.2' },
          ],
        },
      },
    );
    const filled = ok<SampleDetail>(measured);
    expect(measured.body.responseMessage).toBe(messages.sampleMeasured);
    expect(filled.fit).toMatchObject({ round: 'Fit 1', sampleSize: 'M', arrivedAt: null });
    expect(filled.fit!.policies).toEqual({ edit: false });
    expect(
      filled.fit!.rows.map((row) => [row.code, row.supplier, row.deviation, row.outOfTolerance]),
    ).toEqual([
      ['T01', 71.5, 1.5, true],
      ['T05', 44.2, 0.2, false],
    ]);
    const name = sample.supplier.name;
    expect((await notices(s.owner)).map((notice) => notice.message).sort()).toEqual(
      [
        messages.sampleAcknowledgedNotice(name, 'Fit 1', 'Linen shirt'),
        messages.sampleShippedNotice(name, 'Fit 1', 'Linen shirt'),
        messages.sampleMeasuredNotice(name, 'Fit 1', 'Linen shirt'),
      ].sort(),
    );

    // Receiving is the team's; it marks the session the measurements opened as arrived.
    const refused = await update(s.vendor, sample, { status: 'received' });
    expect(refused.status).toBe(403);
    expect(refused.body.responseMessage).toBe(messages.supplierCannot);
    const received = ok<SampleRequest>(await update(s.owner, sample, { status: 'received' }));
    expect(received).toMatchObject({ status: 'received', fitId: filled.fit!._id, late: false });
    const fit = ok<{ arrivedAt: string; measuredCount: number }>(
      await call(t, 'GET', `product/${s.productId}/fits/${filled.fit!._id}`, {
        token: s.owner.token,
      }),
    );
    expect(fit.arrivedAt).toBe(new Date().toISOString().slice(0, 10));
    expect(fit.measuredCount).toBe(2);
    expect((await notices(s.vendor)).map((notice) => notice.message)).toContain(
      messages.sampleReceivedNotice(s.team.name, 'Fit 1', 'Linen shirt'),
    );

    // It never moves back, and the board lists open requests only.
    for (const status of ['received', 'acknowledged', 'shipped']) {
      const late = await update(s.owner, sample, { status });
      expect(late.status, status).toBe(409);
      expect(late.body.responseMessage).toBe(messages.sampleAlreadyReceived);
    }
    const after = ok<SampleRequest[]>(
      await call(t, 'GET', `team/${s.team._id}/samples`, { token: s.owner.token }),
    );
    expect(after).toEqual([]);
  });

  it('opens the fit session on receipt when the supplier sent no measurements', async () => {
    const s = await studio();
    const sample = await request(s, { sizes: ['S', 'XL'], techpackRevisionId: null });
    const received = ok<SampleRequest>(await update(s.editor, sample, { status: 'received' }));
    expect(received.fitId).not.toBeNull();
    const read = ok<SampleDetail>(await detail(s.editor, sample));
    expect(read.fit).toMatchObject({ round: 'Fit 1', sampleSize: 'S', rows: [] });
    expect(read.fit!.arrivedAt).toBe(new Date().toISOString().slice(0, 10));
    expect(read.techpack).toBeNull();
  });

  it('keeps each supplier to its own requests, and the team’s steps to the team', async () => {
    const s = await studio();
    const sample = await request(s);
    const socket = await connect(url, s.rival.token);
    const heard = inbox(socket, 'sampleChanged');
    const mine = await connect(url, s.vendor.token);
    const mineHeard = inbox(mine, 'sampleChanged');

    // Another supplier of the same product: as if the request did not exist.
    for (const res of [
      await detail(s.rival, sample),
      await update(s.rival, sample, { status: 'acknowledged' }),
      await call(t, 'PUT', `product/${s.productId}/samples/${sample._id}/measurements`, {
        token: s.rival.token,
        body: { rows: [{ pomId: s.pom('T01')._id, value: 70 }] },
      }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.responseMessage).toBe(messages.noRecord);
    }
    for (const path of [`product/${s.productId}/samples`, `team/${s.team._id}/samples`]) {
      expect(ok<SampleRequest[]>(await call(t, 'GET', path, { token: s.rival.token }))).toEqual([]);
    }
    // An outsider: 404 everywhere.
    for (const res of [
      await detail(s.outsider, sample),
      await call(t, 'GET', `team/${s.team._id}/samples`, { token: s.outsider.token }),
      await ask(s.outsider, s.productId, {
        supplierId: s.supplierId,
        round: 'Proto',
        sizes: ['M'],
        quantity: 1,
        neededBy: '2099-01-01',
      }),
    ])
      expect(res.status).toBe(404);
    // A supplier asks for nothing; a viewer reads but neither asks nor receives.
    const asked = await ask(s.vendor, s.productId, {
      supplierId: s.supplierId,
      round: 'Proto',
      sizes: ['M'],
      quantity: 1,
      neededBy: '2099-01-01',
    });
    expect(asked.status).toBe(403);
    expect(asked.body.responseMessage).toBe(messages.supplierCannot);
    expect(ok<SampleDetail>(await detail(s.viewer, sample)).policies).toEqual({
      answer: false,
      receive: false,
    });
    expect((await update(s.viewer, sample, { status: 'received' })).status).toBe(403);
    expect(
      (
        await ask(s.viewer, s.productId, {
          supplierId: s.supplierId,
          round: 'Proto',
          sizes: ['M'],
          quantity: 1,
          neededBy: '2099-01-01',
        })
      ).status,
    ).toBe(403);

    // Live: the request's supplier hears its steps; the other supplier hears nothing.
    ok(await update(s.vendor, sample, { status: 'acknowledged' }));
    await t.deliver();
    await flush(t, mine, s.vendor.user.id);
    await flush(t, socket, s.rival.user.id);
    expect(mineHeard).toContainEqual({
      teamId: s.team._id,
      productId: s.productId,
      sampleId: sample._id,
    });
    expect(heard).toEqual([]);
    expect(await notices(s.rival)).toEqual([]);
    socket.disconnect();
    mine.disconnect();
  });

  it('refuses what it cannot read, and changes nothing', async () => {
    const s = await studio();
    const good = {
      supplierId: s.supplierId,
      round: 'Proto',
      sizes: ['M'],
      quantity: 1,
      neededBy: '2099-01-01',
    };
    const outsiderSupplier = await addSupplierPerson(t, s.team._id, (await makeUser(t)).user.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ supplierId: outsiderSupplier }, 'supplierId', messages.sampleSupplierRequired],
      [{ round: 'Fit 9' }, 'round', messages.fitRoundUnknown('Fit 9', [])],
      [{ sizes: ['XXL'] }, 'sizes.0', messages.sampleSizeNotOnSpec('XXL')],
      [{ sizes: [] }, 'sizes', messages.sampleSizesRequired],
      [{ sizes: ['M', 'm'] }, 'sizes.1', messages.sampleSizeTwice],
      [{ quantity: 0 }, 'quantity', messages.sampleQuantityInvalid],
      [{ neededBy: '2099-02-30' }, 'neededBy', messages.sampleNeededByInvalid],
      [
        { techpackRevisionId: '00000000-0000-4000-8000-000000000000' },
        'techpackRevisionId',
        messages.sampleTechpackNotFound,
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await ask(s.owner, s.productId, { ...good, ...change });
      expect(res.status, field).toBe(400);
      if (field === 'round') expect(res.body.responseMessage).toContain('Fit 9');
      else expect(res.body.responseMessage, field).toBe(message);
    }
    const sample = await request(s);
    const updates: [Record<string, unknown>, string][] = [
      [{ status: 'cancelled' }, messages.sampleStatusInvalid],
      [
        { status: 'shipped', proposedDate: '2099-01-01' },
        messages.sampleProposedDateOnlyAcknowledging,
      ],
      [{ status: 'acknowledged', tracking: 'X1' }, messages.sampleShippingOnlyShipped],
      [{ status: 'shipped', carrier: 'x'.repeat(81) }, messages.sampleCarrierTooLong],
    ];
    for (const [body, message] of updates) {
      const res = await update(s.vendor, sample, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.responseMessage).toBe(message);
    }
    const notOnSheet = await call(
      t,
      'PUT',
      `product/${s.productId}/samples/${sample._id}/measurements`,
      {
        token: s.vendor.token,
        body: { rows: [{ pomId: s.pom('T12')._id, value: 10 }] },
      },
    );
    expect(notOnSheet.status).toBe(400);
    const [row] = await t.db.select().from(sampleRequests).where(eq(sampleRequests.id, sample._id));
    expect(row).toMatchObject({ status: 'requested', fitId: null, carrier: null });
    expect(
      ok<SampleRequest[]>(
        await call(t, 'GET', `product/${s.productId}/samples`, { token: s.owner.token }),
      ),
    ).toHaveLength(1);
  });

  it('flags a request late once its day has passed, and tells both sides once', async () => {
    const s = await studio();
    const sample = await request(s, { neededBy: '2020-01-02' });
    expect(sample.late).toBe(true);
    await t.deliver(); // the late job is due at once
    await noticeLateSample(t.app.ctx, sample._id); // run again: nobody is told twice
    const late = messages.sampleLateNotice('Fit 1', 'Linen shirt', '2020-01-02');
    expect((await notices(s.owner)).filter((notice) => notice.message === late)).toHaveLength(1);
    expect((await notices(s.vendor)).filter((notice) => notice.message === late)).toHaveLength(1);
    const board = ok<SampleRequest[]>(
      await call(t, 'GET', `team/${s.team._id}/samples`, { token: s.owner.token }),
    );
    expect(board.map((entry) => [entry._id, entry.late])).toEqual([[sample._id, true]]);
    const received = ok<SampleRequest>(await update(s.owner, sample, { status: 'received' }));
    expect(received.late).toBe(false);
  });

  it('takes the supplier’s photos of its sample into the fit session, images only', async () => {
    const s = await studio();
    const sample = await request(s);
    const send = (person: Person, files: { name: string; content: Buffer }[]) => {
      const form = multipartForm(
        files.map((file) => ({ field: 'files', fileName: file.name, content: file.content })),
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/product/${s.productId}/samples/${sample._id}/photos`,
        headers: { ...form.headers, authorization: `Bearer ${person.token}` },
        payload: form.payload,
      });
    };
    const filesOf = async () =>
      ok<{ name: string }[]>(
        await call(t, 'GET', `product/${s.productId}/files`, { token: s.owner.token }),
      ).map((file) => file.name);
    const before = await filesOf();

    const refused = await send(s.vendor, [
      { name: 'front.png', content: PNG },
      { name: 'notes.txt', content: Buffer.from('not a photo') },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().responseMessage).toBe(messages.samplePhotosOnly);
    expect(await filesOf()).toEqual(before);
    expect((await send(s.rival, [{ name: 'front.png', content: PNG }])).statusCode).toBe(404);

    const sent = await send(s.vendor, [
      { name: 'front.png', content: PNG },
      { name: 'back.png', content: PNG },
    ]);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().responseMessage).toBe(messages.samplePhotosAdded);
    const detail = sent.json().data as SampleDetail;
    expect(detail.fit).toMatchObject({ round: 'Fit 1', sampleSize: 'M', arrivedAt: null });
    expect(detail.fit!.photos.map((photo) => [photo.name, photo.pins])).toEqual([
      ['front.png', null],
      ['back.png', null],
    ]);
    expect(await filesOf()).toEqual(expect.arrayContaining(['front.png', 'back.png']));
    // The team reads them in the session, with their pins.
    const fit = ok<{ photos: { name: string; pins: number | null }[] }>(
      await call(t, 'GET', `product/${s.productId}/fits/${detail.fit!._id}`, {
        token: s.owner.token,
      }),
    );
    expect(fit.photos.map((photo) => [photo.name, photo.pins])).toEqual([
      ['front.png', 0],
      ['back.png', 0],
    ]);
    expect((await notices(s.owner)).map((notice) => notice.message)).toContain(
      messages.samplePhotosNotice(sample.supplier.name, 'Fit 1', 'Linen shirt'),
    );
  });

  it('e-mails each side in its own language, the notice and its frame', async () => {
    const s = await studio();
    const emailMe = {
      items: [{ key: 'notifications', itemActions: { emailEnable: true, webEnable: true } }],
    };
    for (const person of [s.vendor, s.owner])
      ok(await call(t, 'PUT', 'notificationSetting', { token: person.token, body: emailMe }));
    ok(
      await call(t, 'PUT', 'generalSetting', {
        token: s.vendor.token,
        body: { language: 'zh-Hans' },
      }),
    );
    ok(await call(t, 'PUT', 'generalSetting', { token: s.owner.token, body: { language: 'fr' } }));
    const sample = await request(s);
    ok(await update(s.vendor, sample, { status: 'shipped', carrier: 'DHL' }));
    await t.deliver();
    const to = (person: Person) => t.mails.filter((mail) => mail.to === person.user.email);
    const [asked] = to(s.vendor);
    expect(asked!.subject).toBe(
      `Atelier：${s.team.name} 申请了 Linen shirt 的 Fit 1 样品，需求日期 2099-03-01。`,
    );
    expect(asked!.text).toContain('Wei，您好：');
    const shipped = to(s.owner).find((mail) => mail.subject.includes('expédié'));
    expect(shipped?.subject).toBe(
      `Atelier : ${sample.supplier.name} a expédié l’échantillon Fit 1 de Linen shirt.`,
    );
    // The list keeps the English text and names the notice, for the web app to write it.
    const [notice] = await notices(s.vendor);
    expect(notice!.payload.notice).toEqual({
      key: 'sampleRequested',
      values: { team: s.team.name, round: 'Fit 1', product: 'Linen shirt', neededBy: '2099-03-01' },
    });
  });

  it('lets the team withdraw a request before it is received, and tells the supplier', async () => {
    const s = await studio();
    const sample = await request(s);
    const path = `product/${s.productId}/samples/${sample._id}`;
    for (const [person, status] of [
      [s.vendor, 403],
      [s.viewer, 403],
      [s.rival, 404],
      [s.outsider, 404],
    ] as const)
      expect((await call(t, 'DELETE', path, { token: person.token })).status).toBe(status);
    const withdrawn = await call(t, 'DELETE', path, { token: s.editor.token });
    expect(ok<{ _id: string }>(withdrawn)).toEqual({ _id: sample._id });
    expect(withdrawn.body.responseMessage).toBe(messages.sampleWithdrawn);
    expect(
      ok<SampleRequest[]>(
        await call(t, 'GET', `product/${s.productId}/samples`, { token: s.owner.token }),
      ),
    ).toEqual([]);
    expect((await notices(s.vendor)).map((notice) => notice.message)).toContain(
      messages.sampleWithdrawnNotice(s.team.name, 'Fit 1', 'Linen shirt'),
    );
    expect((await call(t, 'DELETE', path, { token: s.editor.token })).status).toBe(404);

    const received = await request(s);
    ok(await update(s.owner, received, { status: 'received' }));
    const late = await call(t, 'DELETE', `product/${s.productId}/samples/${received._id}`, {
      token: s.owner.token,
    });
    expect(late.status).toBe(409);
    expect(late.body.responseMessage).toBe(messages.sampleAlreadyReceived);
  });
});

describe('a status change made offline (issue 48 §3)', () => {
  let keys = 0;
  const newKey = () => `sample-${Date.now()}-${++keys}`;
  const updateOnce = (
    person: Person,
    s: SampleRequest,
    key: string,
    body: Record<string, unknown>,
  ) =>
    call(t, 'PUT', `product/${s.productId}/samples/${s._id}`, {
      token: person.token,
      body,
      headers: { 'idempotency-key': key },
    });
  const shippedNotices = async (person: Person) =>
    (await notices(person)).filter((notice) => notice.message.includes('shipped'));

  it('ships once per key: the same key and body answer the first, other content is 409', async () => {
    const s = await studio();
    const sample = await request(s);
    const key = newKey();
    const body = { status: 'shipped', carrier: 'DHL', tracking: '1234', was: 'requested' };
    const first = await updateOnce(s.vendor, sample, key, body);
    expect(ok<SampleRequest>(first)).toMatchObject({
      status: 'shipped',
      carrier: 'DHL',
      tracking: '1234',
    });
    expect(first.body.responseMessage).toBe(messages.sampleSaved);
    const told = await shippedNotices(s.owner);
    expect(told).toHaveLength(1);

    // The answer was lost on the way back: the phone sends it again, keys in another order.
    const again = await updateOnce(s.vendor, sample, key, {
      was: 'requested',
      tracking: '1234',
      carrier: 'DHL',
      status: 'shipped',
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await shippedNotices(s.owner)).toHaveLength(1);

    const other = await updateOnce(s.vendor, sample, key, { ...body, tracking: '9999' });
    expect(other.status).toBe(409);
    expect(other.body.responseMessage).toBe('This request was already made with other content.');
    const now = ok<SampleDetail>(await detail(s.owner, sample));
    expect(now).toMatchObject({ status: 'shipped', tracking: '1234' });
    expect(await shippedNotices(s.owner)).toHaveLength(1);
  });

  it('keeps a key to its user, and asks the policy again before a replay', async () => {
    const s = await studio();
    const sample = await request(s);
    const key = newKey();
    ok(await updateOnce(s.vendor, sample, key, { status: 'acknowledged' }));
    // The team's same key is its own write (here: received), not the supplier's answer.
    const received = await updateOnce(s.owner, sample, key, { status: 'received' });
    expect(ok<SampleRequest>(received).status).toBe('received');
    // Neither another supplier's person nor an outsider reads an answer by its key.
    expect((await updateOnce(s.rival, sample, key, { status: 'acknowledged' })).status).toBe(404);
    expect((await updateOnce(s.outsider, sample, key, { status: 'acknowledged' })).status).toBe(
      404,
    );
    // The product taken from the supplier: its replay is refused, not answered.
    ok(
      await call(t, 'PUT', `product/${s.productId}/suppliers`, {
        token: s.owner.token,
        body: { supplierIds: [s.rivalId] },
      }),
    );
    const replay = await updateOnce(s.vendor, sample, key, { status: 'acknowledged' });
    expect(replay.status).toBe(404);
  });

  it('is a conflict when someone else moved it since the writer saw it, and records nothing', async () => {
    const s = await studio();
    const sample = await request(s);
    // Meanwhile the team acknowledged it on the supplier's behalf, proposing a date.
    ok(await update(s.owner, sample, { status: 'acknowledged', proposedDate: '2099-02-25' }));
    const before = await notices(s.owner);

    const stale = await updateOnce(s.vendor, sample, newKey(), {
      status: 'acknowledged',
      proposedDate: '2099-02-20',
      was: 'requested',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.responseMessage).toBe(
      'Someone else changed this sample’s status since you saw it: choose which to keep.',
    );
    expect(stale.body.data).toEqual({
      theirs: { status: 'acknowledged', carrier: null, tracking: null, proposedDate: '2099-02-25' },
    });
    expect(ok<SampleDetail>(await detail(s.owner, sample)).proposedDate).toBe('2099-02-25');
    expect(await notices(s.owner)).toHaveLength(before.length);

    // The same as theirs is no conflict: nothing to choose between.
    const same = await updateOnce(s.vendor, sample, newKey(), {
      status: 'acknowledged',
      proposedDate: '2099-02-25',
      was: 'requested',
    });
    expect(same.status).toBe(200);
    expect(same.body.responseMessage).toBe(messages.sampleUnchanged);

    // A step behind where it stands stays the refusal it was.
    ok(await update(s.owner, sample, { status: 'shipped' }));
    const behind = await updateOnce(s.vendor, sample, newKey(), {
      status: 'acknowledged',
      was: 'acknowledged',
    });
    expect(behind.status).toBe(409);
    expect(behind.body.responseMessage).toBe(messages.sampleAlreadyShipped);

    // Keep mine: sent again without what was seen, it is made.
    const mine = await updateOnce(s.vendor, sample, newKey(), {
      status: 'shipped',
      carrier: 'DHL',
      tracking: '1234',
    });
    expect(ok<SampleRequest>(mine)).toMatchObject({ status: 'shipped', carrier: 'DHL' });
  });

  it('refuses a status seen that is none with 400', async () => {
    const s = await studio();
    const sample = await request(s);
    const res = await updateOnce(s.vendor, sample, newKey(), { status: 'shipped', was: 'lost' });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(
      'The status you saw must be requested, acknowledged, shipped or received.',
    );
  });
});
