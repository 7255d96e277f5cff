import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { readSheet as readXlsx } from 'read-excel-file/node';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  type FactoryTechpack,
  type TechpackLink,
  type TimelineEntry,
} from '@atelier/domain';
import { techpackLinks } from '../../db/schema/index.ts';
import { costingStudio, type Person } from '../../test/costing-studio.ts';
import { addMember, call, makeTeam, makeUser, multipartForm, PNG } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { shareToken } from '../sharing/tokens.ts';
import { withoutInstants } from '../../test/without-instants.ts';

let t: TestApp;
beforeAll(async () => {
  // Two e-mails to strangers an hour, so the limit is reached in a test.
  t = await createTestApp({ STRANGER_MAILS_PER_USER_HOUR: '2' });
});
afterAll(() => t.close());

const ok = (res: { status: number; body: unknown }, status = 200) =>
  expect(res.status, JSON.stringify(res.body)).toBe(status);

/** Prices and cost inputs no answer to a factory may ever hold, in any form. */
const SECRETS = ['7.7777', '7.78', '29.9131', '29.91', '8.4321', '48.88', '48.8888', '151.5'];
const COMMENT = 'Internal: push Lucky on price, they quoted too high';

/**
 * A product released twice: a costed two-colourway bill (a unit price of 7.7777, a target cost of
 * 29.9131, labour 8.4321, wholesale 48.8888), a spec sheet, a sketch with a callout, construction
 * notes and a team comment. Revision A, then B after a bill change.
 */
async function released() {
  const studio = await costingStudio(t);
  const { owner, editor, team, colours, productId } = studio;
  const sharer = await makeUser(t, { firstName: 'Sam', lastName: 'Sharer' });
  await addMember(t, team._id, sharer.user.id, ['canViewProducts', 'canShareProduct']);
  const poppy = randomUUID();
  const chalk = randomUUID();
  const bom = {
    revision: 0,
    colourways: [
      { _id: poppy, name: 'Poppy', colourIds: [colours.poppy] },
      { _id: chalk, name: 'Chalk', colourIds: [colours.chalk] },
    ],
    lines: [
      {
        _id: randomUUID(),
        kind: 'fabric',
        name: 'Washed linen',
        placement: 'Body',
        supplier: 'Mill of Como',
        quantity: '1.85',
        unit: 'm',
        unitPrice: '7.7777',
        currency: 'EUR',
        wastePercent: '5',
        colours: { [poppy]: colours.poppy, [chalk]: colours.chalk },
      },
    ],
  };
  ok(await call(t, 'PUT', `product/${productId}/bom`, { token: editor.token, body: bom }));
  ok(
    await call(t, 'PUT', `product/${productId}/buyer`, {
      token: owner.token,
      body: { wholesalePrice: 48.8888, retailPrice: 151.5, currency: 'EUR' },
    }),
  );
  ok(
    await call(t, 'PUT', `team/${team._id}/costing`, {
      token: editor.token,
      body: { currency: 'EUR', rates: [] },
    }),
  );
  ok(
    await call(t, 'PUT', `product/${productId}/costing`, {
      token: editor.token,
      body: {
        labour: { mode: 'amount', value: '8.4321' },
        overhead: { mode: 'percent', value: '10' },
        freight: { mode: 'amount', value: '1.5' },
        duty: { mode: 'percent', value: '12' },
        targetCost: '29.9131',
      },
    }),
  );
  const library = await call(t, 'GET', `pom?teamId=${team._id}`, { token: owner.token });
  ok(library);
  const pom = library.body.data[0] as { _id: string };
  ok(
    await call(t, 'PUT', `product/${productId}/spec`, {
      token: editor.token,
      body: {
        revision: 0,
        unit: 'cm',
        sizes: ['S', 'M', 'L'],
        baseSize: 'M',
        rows: [{ pomId: pom._id, base: 52, gradeRule: 2, tolerance: { minus: 1, plus: 1 } }],
      },
    }),
  );
  const form = multipartForm([
    { field: 'productId', value: productId },
    { field: 'files', fileName: 'front.png', content: PNG },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/fileUpload',
    headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const imageId = uploaded.json().data[0]._id as string;
  ok(
    await call(t, 'POST', `product/${productId}/construction/callouts`, {
      token: editor.token,
      body: { fileId: imageId, x: 0.25, y: 0.5, text: 'Double needle topstitch' },
    }),
    201,
  );
  ok(
    await call(t, 'PUT', `product/${productId}/construction/notes`, {
      token: editor.token,
      body: { notes: 'Seam allowance 1 cm', revision: 0 },
    }),
  );
  ok(
    await call(t, 'POST', 'product/productComments', {
      token: owner.token,
      body: { productId, text: COMMENT },
    }),
    201,
  );
  const a = await call(t, 'POST', `product/${productId}/techpack`, {
    token: editor.token,
    body: { note: 'Cost down: ask for 7.7777' },
  });
  ok(a, 201);
  const changed = { ...bom, revision: 1, lines: [{ ...bom.lines[0]!, quantity: '1.9' }] };
  ok(await call(t, 'PUT', `product/${productId}/bom`, { token: editor.token, body: changed }));
  const b = await call(t, 'POST', `product/${productId}/techpack`, {
    token: editor.token,
    body: {},
  });
  ok(b, 201);
  return {
    ...studio,
    sharer,
    imageId,
    revisionA: a.body.data._id as string,
    revisionB: b.body.data._id as string,
  };
}

const links = (productId: string) => `product/${productId}/techpack/links`;
const send = (person: Person, productId: string, revisionId: string, body: object) =>
  call(t, 'POST', `product/${productId}/techpack/${revisionId}/links`, {
    token: person.token,
    body,
  });
const tokenOf = (link: TechpackLink) => link.url!.split('/techpack/')[1]!;
const open = (token: string) =>
  call(t, 'GET', `techpack-link/shared?token=${encodeURIComponent(token)}`);
const listLinks = async (person: Person, productId: string) => {
  const res = await call(t, 'GET', links(productId), { token: person.token });
  ok(res);
  return res.body.data as TechpackLink[];
};
const timeline = async (person: Person, productId: string) => {
  const res = await call(t, 'GET', `product/${productId}/timeline?kind=techpack`, {
    token: person.token,
  });
  ok(res);
  return res.body.data as TimelineEntry[];
};

describe('sending a tech pack revision by link', () => {
  it('makes a link for whoever may share, and its visitor reads that revision without any cost', async () => {
    const { sharer, owner, productId, revisionA, revisionB, team, imageId } = await released();
    const made = await send(sharer, productId, revisionB, {
      recipient: '  Lucky Garments, Dongguan  ',
      expiresInDays: 14,
    });
    ok(made, 201);
    expect(made.body.responseMessage).toBe('Tech pack link created.');
    const link = made.body.data as TechpackLink;
    expect(link).toMatchObject({
      productId,
      revisionId: revisionB,
      revision: 'B',
      recipient: 'Lucky Garments, Dongguan',
      email: null,
      state: 'active',
      createdBy: { _id: sharer.user.id, name: 'Sam Sharer' },
      revokedAt: null,
      firstOpenedAt: null,
      lastOpenedAt: null,
      openCount: 0,
    });
    expect(link.url).toMatch(/^http:\/\/localhost:\d+\/techpack\/[0-9a-f-]{36}\.[0-9a-f]{64}$/);
    const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(14);

    const opened = await open(tokenOf(link));
    ok(opened);
    const pack = opened.body.data as FactoryTechpack;
    expect(pack).toMatchObject({
      team: { name: team.name },
      recipient: 'Lucky Garments, Dongguan',
      revision: 'B',
      product: { name: 'Linen shirt' },
      spec: { sizes: ['S', 'M', 'L'], baseSize: 'M' },
      construction: {
        notes: 'Seam allowance 1 cm',
        callouts: [{ number: 1, fileId: imageId, text: 'Double needle topstitch' }],
      },
    });
    expect(pack.bom.colourways.map((way) => way.name)).toEqual(['Poppy', 'Chalk']);
    expect(pack.bom.lines).toHaveLength(1);
    expect(pack.bom.lines[0]).toMatchObject({ name: 'Washed linen', quantity: '1.9' });
    expect(pack.bom.lines[0]).not.toHaveProperty('unitPrice');
    expect(pack.bom.lines[0]).not.toHaveProperty('currency');
    expect(pack).not.toHaveProperty('costing');
    expect(pack.sketches).toHaveLength(1);
    expect(pack.sketches[0]!.url).toMatch(
      /^\/api\/v1\/files\/products\/.+\?expires=\d+&signature=/,
    );
    expect(pack.sketches[0]).not.toHaveProperty('path');

    // No cost, price, release note, comment or person of the team, in any form.
    const text = withoutInstants(opened.body);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    for (const word of ['costing', 'unitPrice', 'targetCost', 'wholesale', 'retail', 'margin'])
      expect(text).not.toContain(word);
    expect(text).not.toContain(COMMENT);
    expect(text).not.toContain('Cost down');
    expect(text).not.toContain('Eda');
    expect(text).not.toContain(owner.user.email);
    expect(text).not.toContain(revisionA);

    // The team may see what it holds: the prices exist, they just never reach the link.
    const own = await call(t, 'GET', `product/${productId}/techpack/${revisionB}`, {
      token: owner.token,
    });
    expect(JSON.stringify(own.body)).toContain('7.7777');
  });

  it('counts every open and puts the first on the timeline under the recipient’s name', async () => {
    const { sharer, owner, productId, revisionB } = await released();
    // A blank address is none: the link is copied by hand, nothing is e-mailed.
    const made = await send(sharer, productId, revisionB, {
      recipient: 'Lucky Garments',
      email: '  ',
    });
    ok(made, 201);
    const link = made.body.data as TechpackLink;
    expect(link.email).toBeNull();
    expect(made.body.responseMessage).toBe('Tech pack link created.');
    expect(Math.round((Date.parse(link.expiresAt) - Date.now()) / 86_400_000)).toBe(30);

    ok(await open(tokenOf(link)));
    ok(await open(tokenOf(link)));
    ok(await open(tokenOf(link)));
    const [listed] = await listLinks(owner, productId);
    expect(listed).toMatchObject({ _id: link._id, openCount: 3, state: 'active' });
    expect(listed!.firstOpenedAt).not.toBeNull();
    expect(Date.parse(listed!.lastOpenedAt!)).toBeGreaterThanOrEqual(
      Date.parse(listed!.firstOpenedAt!),
    );

    const entries = await timeline(owner, productId);
    const opens = entries.filter((entry) => entry.action === 'opened');
    expect(opens).toHaveLength(1);
    expect(opens[0]).toMatchObject({
      kind: 'techpack',
      after: 'Revision B',
      actor: { name: 'Lucky Garments', guest: true },
    });
    expect(entries.find((entry) => entry.action === 'sent')).toMatchObject({
      after: 'Revision B',
      subject: 'Lucky Garments',
      actor: { _id: sharer.user.id },
    });
  });

  it('lists the product’s links newest first, with their revision, for whoever may share only', async () => {
    const { sharer, owner, viewer, productId, revisionA, revisionB } = await released();
    ok(await send(sharer, productId, revisionA, { recipient: 'First mill' }), 201);
    ok(await send(owner, productId, revisionB, { recipient: 'Second mill' }), 201);
    const list = await listLinks(sharer, productId);
    expect(list.map((link) => [link.recipient, link.revision])).toEqual([
      ['Second mill', 'B'],
      ['First mill', 'A'],
    ]);
    const refused = await call(t, 'GET', links(productId), { token: viewer.token });
    ok(refused, 403);
    expect(refused.body.responseMessage).toBe(messages.askPermission);
    const stranger = await makeUser(t);
    ok(await call(t, 'GET', links(productId), { token: stranger.token }), 404);
    ok(await call(t, 'GET', links(productId)), 401);
  });
});

describe('e-mailing a tech pack link', () => {
  it('e-mails the link, and past the limit on e-mails to strangers refuses with 429 and makes nothing', async () => {
    const { sharer, productId, revisionB } = await released();
    const first = await send(sharer, productId, revisionB, {
      recipient: 'Lucky Garments',
      email: 'Orders@Lucky.example',
    });
    ok(first, 201);
    expect(first.body.responseMessage).toBe('Tech pack link created and e-mailed.');
    expect(first.body.data.email).toBe('orders@lucky.example');
    await t.deliver();
    const mail = t.mails.findLast((message) => message.to === 'orders@lucky.example');
    expect(mail?.subject).toBe('A tech pack was sent to you on Atelier: Linen shirt, revision B');
    expect(mail?.text).toContain((first.body.data as TechpackLink).url);
    expect(mail?.text).toContain('Sam Sharer of');
    for (const secret of SECRETS) expect(mail?.text).not.toContain(secret);

    ok(
      await send(sharer, productId, revisionB, { recipient: 'Mill 2', email: 'b@mill.example' }),
      201,
    );
    const third = await send(sharer, productId, revisionB, {
      recipient: 'Mill 3',
      email: 'c@mill.example',
    });
    ok(third, 429);
    expect(third.body.responseMessage).toBe(messages.strangerMailsPerUserHour(2));
    // A link copied by hand sends no e-mail, so it is not limited.
    ok(await send(sharer, productId, revisionB, { recipient: 'Mill 3' }), 201);
    const recipients = (await listLinks(sharer, productId)).map((link) => link.recipient);
    expect(recipients).not.toContain('Mill 3 (c@mill.example)');
    expect(recipients.filter((name) => name === 'Mill 3')).toHaveLength(1);
    await t.deliver();
    expect(t.mails.some((message) => message.to === 'c@mill.example')).toBe(false);
  });
});

describe('what a tech pack link refuses', () => {
  it('refuses bad input with the exact text', async () => {
    const { sharer, productId, revisionB } = await released();
    const cases: [object, string][] = [
      [{}, messages.techpackRecipientRequired],
      [{ recipient: '   ' }, messages.techpackRecipientRequired],
      [{ recipient: 'x'.repeat(121) }, messages.techpackRecipientTooLong],
      [{ recipient: 'Mill', email: 'not-an-address' }, messages.invalidEmail],
      [{ recipient: 'Mill', expiresInDays: 0 }, messages.techpackLinkExpiryInvalid],
      [{ recipient: 'Mill', expiresInDays: 366 }, messages.techpackLinkExpiryInvalid],
      [{ recipient: 'Mill', expiresInDays: 2.5 }, messages.techpackLinkExpiryInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await send(sharer, productId, revisionB, body);
      ok(res, 400);
      expect(res.body.responseMessage, JSON.stringify(body)).toBe(message);
    }
    ok(
      await call(t, 'POST', `product/${productId}/techpack/not-an-id/links`, {
        token: sharer.token,
        body: { recipient: 'Mill' },
      }),
      400,
    );
  });

  it('lets only those who may share the product make or revoke one; another team’s is 404', async () => {
    const { sharer, editor, viewer, productId, revisionB } = await released();
    const body = { recipient: 'Lucky Garments' };
    // Editing, even seeing costs, is not sharing.
    const noShare = await send(editor, productId, revisionB, body);
    ok(noShare, 403);
    expect(noShare.body.responseMessage).toBe(messages.askPermission);
    ok(await send(viewer, productId, revisionB, body), 403);

    const outsider = await makeUser(t);
    await makeTeam(t, outsider);
    ok(await send(outsider, productId, revisionB, body), 404);
    ok(await call(t, 'POST', `product/${productId}/techpack/${revisionB}/links`, { body }), 401);

    // A revision of another product, even one the user may share, is not found.
    const other = await released();
    ok(await send(sharer, productId, other.revisionB, body), 404);
    ok(await send(sharer, productId, randomUUID(), body), 404);

    const made = await send(sharer, productId, revisionB, body);
    ok(made, 201);
    const linkId = made.body.data._id as string;
    ok(await call(t, 'DELETE', `techpack-link/${linkId}`, { token: viewer.token }), 403);
    ok(await call(t, 'DELETE', `techpack-link/${linkId}`, { token: outsider.token }), 404);
    ok(await call(t, 'DELETE', `techpack-link/${linkId}`, { token: other.sharer.token }), 404);
    ok(await call(t, 'DELETE', `techpack-link/${linkId}`), 401);
    ok(await call(t, 'DELETE', `techpack-link/${randomUUID()}`, { token: sharer.token }), 404);
    ok(await open(tokenOf(made.body.data as TechpackLink)));
  });

  it('hands the factory its copy as a PDF and an XLSX, without any cost, until revoked', async () => {
    const { sharer, owner, productId, revisionB } = await released();
    const made = await send(sharer, productId, revisionB, { recipient: 'Lucky Garments' });
    const link = made.body.data as TechpackLink;
    const download = (format: 'pdf' | 'xlsx', extra = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/techpack-link/shared/${format}?token=${encodeURIComponent(tokenOf(link))}${extra}`,
      });
    const pdf = await download('pdf', '&paper=letter');
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain('Revision B');
    expect(text).toContain('Washed linen');
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).not.toContain('Costing');
    const xlsx = await download('xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.includes(Buffer.from('7.7777'))).toBe(false);

    const token = tokenOf(link);
    const other = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    const tampered = await t.app.inject({
      method: 'GET',
      url: `/api/v1/techpack-link/shared/pdf?token=${encodeURIComponent(other)}`,
    });
    expect(tampered.statusCode).toBe(404);
    ok(await call(t, 'DELETE', `techpack-link/${link._id}`, { token: owner.token }));
    expect((await download('pdf')).statusCode).toBe(410);
  });

  it('writes the factory’s copy in the language asked, English by default (issue 47 §4)', async () => {
    const { sharer, productId, revisionB } = await released();
    const made = await send(sharer, productId, revisionB, { recipient: 'Lucky Garments' });
    const token = encodeURIComponent(tokenOf(made.body.data as TechpackLink));
    const download = (format: 'pdf' | 'xlsx', extra = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/techpack-link/shared/${format}?token=${token}${extra}`,
      });
    const english = await download('pdf');
    expect(english.statusCode, english.body).toBe(200);
    const plain = await extractText(new Uint8Array(english.rawPayload), { mergePages: true });
    expect(plain.text).toContain('Graded spec');
    const vietnamese = await download('pdf', '&language=vi');
    expect(vietnamese.statusCode, vietnamese.body).toBe(200);
    const { text } = await extractText(new Uint8Array(vietnamese.rawPayload), { mergePages: true });
    for (const expected of ['Bảng thông số nhảy size', 'Phiên bản B', 'Trang 1/', 'Washed linen'])
      expect(text).toContain(expected);
    expect(text).not.toContain('Graded spec');
    const sheet = await download('xlsx', '&language=es');
    expect(sheet.statusCode).toBe(200);
    expect((await readXlsx(sheet.rawPayload, 'Portada'))[0]![0]).toBe('Ficha técnica');
    const bad = await download('pdf', '&language=pt-PT');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().responseMessage).toBe(messages.languageInvalid);
  });

  it('stops opening once revoked, says so, and stays listed as revoked', async () => {
    const { sharer, owner, productId, revisionB } = await released();
    const made = await send(sharer, productId, revisionB, { recipient: 'Lucky Garments' });
    const link = made.body.data as TechpackLink;
    ok(await open(tokenOf(link)));

    const revoked = await call(t, 'DELETE', `techpack-link/${link._id}`, { token: owner.token });
    ok(revoked);
    expect(revoked.body.responseMessage).toBe('Tech pack link revoked.');
    expect(revoked.body.data).toMatchObject({ _id: link._id, state: 'revoked', url: null });
    expect(revoked.body.data.revokedAt).not.toBeNull();

    const refused = await open(tokenOf(link));
    ok(refused, 410);
    expect(refused.body).toMatchObject({
      responseMessage: messages.techpackLinkRevokedNow,
      code: 'gone',
      data: null,
    });
    const again = await call(t, 'DELETE', `techpack-link/${link._id}`, { token: owner.token });
    ok(again, 409);
    expect(again.body.responseMessage).toBe(messages.techpackLinkAlreadyRevoked);

    const [listed] = await listLinks(owner, productId);
    expect(listed).toMatchObject({ state: 'revoked', openCount: 1, url: null });
    const entries = await timeline(owner, productId);
    expect(entries.find((entry) => entry.action === 'revoked')).toMatchObject({
      subject: 'Lucky Garments',
      after: 'Revision B',
    });
  });

  it('stops opening once expired, and says so', async () => {
    const { sharer, owner, productId, revisionB } = await released();
    const made = await send(sharer, productId, revisionB, { recipient: 'Lucky Garments' });
    const link = made.body.data as TechpackLink;
    await t.db
      .update(techpackLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(techpackLinks.id, link._id));
    const refused = await open(tokenOf(link));
    ok(refused, 410);
    expect(refused.body.responseMessage).toBe(messages.techpackLinkExpired);
    const [listed] = await listLinks(owner, productId);
    expect(listed).toMatchObject({ state: 'expired', url: null, openCount: 0 });
  });

  it('opens nothing for a token that is unknown, tampered or of another kind of link', async () => {
    const { sharer, productId, revisionB } = await released();
    const made = await send(sharer, productId, revisionB, { recipient: 'Lucky Garments' });
    const token = tokenOf(made.body.data as TechpackLink);
    const [id, signature] = token.split('.') as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const tokens = [
      `${id}.${flipped}`,
      id,
      `${randomUUID()}.${signature}`,
      // A product share link's or a line sheet's signature of the same id opens no tech pack.
      shareToken(t.app.ctx.secrets, id, 'share'),
      shareToken(t.app.ctx.secrets, id, 'linesheet'),
      shareToken(t.app.ctx.secrets, randomUUID(), 'techpack'),
      'x'.repeat(150),
    ];
    for (const bad of tokens) {
      const res = await open(bad);
      ok(res, 404);
      expect(res.body.responseMessage).toBe(messages.techpackLinkInvalid);
      expect(res.body.data).toBeNull();
    }
    ok(await open('x'.repeat(201)), 400);
  });

  it('grants nothing but its revision: no signed-in route, no product share route, no other revision', async () => {
    const { sharer, productId, revisionA, revisionB, team } = await released();
    const made = await send(sharer, productId, revisionB, { recipient: 'Lucky Garments' });
    const token = tokenOf(made.body.data as TechpackLink);
    // Its token is no sign-in: every route of the team answers 401 to it.
    const signedIn = [
      `product/${productId}`,
      `product/${productId}/techpack`,
      `product/${productId}/techpack/${revisionA}`,
      `product/${productId}/techpack/${revisionB}`,
      `product/${productId}/techpack/links`,
      `product/${productId}/bom`,
      `product/${productId}/costing`,
      `product/${productId}/spec`,
      `product/${productId}/timeline`,
      `product/productComments?productId=${productId}`,
      `team/${team._id}/costing`,
    ];
    for (const url of signedIn) {
      const res = await call(t, 'GET', url, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, url).toBe(401);
    }
    // Nor is it a product share link's token.
    const visitorRoutes = [
      `shareProductLink?token=${token}`,
      `product/productCommentsNoAuth?token=${token}`,
      `teamuserdetails/${team._id}?token=${token}`,
      `linesheet/shared?token=${token}`,
    ];
    for (const url of visitorRoutes) {
      const res = await call(t, 'GET', url);
      expect(res.status, url).toBe(404);
    }
    // What it opens is revision B, whatever is released after it.
    const res = await open(token);
    ok(res);
    expect(res.body.data.revision).toBe('B');
    expect(JSON.stringify(res.body)).not.toContain(revisionA);
  });
});
