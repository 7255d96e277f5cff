import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@atelier/domain';
import { supportTickets } from '../../db/schema/index.ts';
import { call, makeUser, multipartForm, PNG } from '../../test/factories.ts';
import type { FormPart } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

const SUPPORT = 'help@atelier.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: SUPPORT });
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof makeUser>>;

async function send(user: User | null, parts: readonly FormPart[]) {
  const { payload, headers } = multipartForm(parts);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/support',
    headers: { ...headers, ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const ticketsOf = (user: User) =>
  t.db.select().from(supportTickets).where(eq(supportTickets.userId, user.user.id));

const mailsTo = (address: string) => t.mails.filter((mail) => mail.to === address);

async function bytesOf(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function storedSupportFiles() {
  const folder = path.join(t.config.dataDir, 'uploads', 'support');
  const users = await readdir(folder).catch(() => [] as string[]);
  const files = await Promise.all(users.map((user) => readdir(path.join(folder, user))));
  return files.flat();
}

describe('POST support', () => {
  it("answers 401 'invalid token' without a token, and stores nothing", async () => {
    const res = await send(null, [
      { field: 'subject', value: 'Hello' },
      { field: 'message', value: 'Hi' },
    ]);
    expect(res.status).toBe(401);
    expect(res.body.responseMessage).toBe(messages.invalidToken);
    expect(await t.db.select().from(supportTickets)).toHaveLength(0);
  });

  it('stores a ticket, answers its number and e-mails SUPPORT_EMAIL with the screenshot', async () => {
    const ada = await makeUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const res = await send(ada, [
      { field: 'subject', value: '  Pins   vanish\non zoom ' },
      { field: 'message', value: 'When I zoom in, pin 2 <b>moves</b>.' },
      { field: 'screenshot', fileName: 'zoom.png', content: PNG, mime: 'image/png' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.responseMessage).toBe(messages.supportSent);
    expect(res.body.data).toMatchObject({
      subject: 'Pins vanish on zoom',
      hasScreenshot: true,
      ticketNumber: expect.stringMatching(/^AT-\d{6}$/),
    });
    const [ticket] = await ticketsOf(ada);
    expect(ticket).toMatchObject({ subject: 'Pins vanish on zoom' });
    expect(ticket!.attachmentPath).toMatch(new RegExp(`^support/${ada.user.id}/.+\\.png$`));

    // Nothing leaves before the job runs; then one e-mail, to the support address.
    expect(mailsTo(SUPPORT)).toHaveLength(0);
    await t.deliver();
    const [mail] = mailsTo(SUPPORT);
    const number = res.body.data.ticketNumber as string;
    expect(mail).toMatchObject({
      subject: `[${number}] Pins vanish on zoom`,
      replyTo: ada.user.email,
    });
    expect(mail!.text).toContain(`Ada Lovelace <${ada.user.email}>`);
    expect(mail!.text).toContain('When I zoom in, pin 2 <b>moves</b>.');
    expect(mail!.html).toContain('pin 2 &#60;b&#62;moves&#60;/b&#62;');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments![0]).toMatchObject({
      filename: `${number}-screenshot.png`,
      contentType: 'image/png',
    });
    expect(await bytesOf(mail!.attachments![0]!.content)).toEqual(PNG);
  });

  it('numbers tickets one after the other, and takes a JSON body without a screenshot', async () => {
    const grace = await makeUser(t);
    const first = await call(t, 'POST', 'support', {
      token: grace.token,
      body: { subject: 'Invoice', message: 'Please send a copy.' },
    });
    const second = await call(t, 'POST', 'support', {
      token: grace.token,
      body: { subject: 'Invoice again', message: 'And the one before.' },
    });
    expect(first.status).toBe(201);
    expect(first.body.data.hasScreenshot).toBe(false);
    const numberOf = (res: typeof first) => Number(res.body.data.ticketNumber.slice(3));
    expect(numberOf(second)).toBe(numberOf(first) + 1);
    await t.deliver();
    expect(mailsTo(SUPPORT).at(-1)!.attachments).toBeUndefined();
  });

  it.each([
    ['no subject', [{ field: 'message', value: 'Hi' }], 'subject', messages.supportSubjectRequired],
    [
      'a blank subject',
      [
        { field: 'subject', value: '   ' },
        { field: 'message', value: 'Hi' },
      ],
      'subject',
      messages.supportSubjectRequired,
    ],
    [
      'a subject of 121 characters',
      [
        { field: 'subject', value: 'x'.repeat(121) },
        { field: 'message', value: 'Hi' },
      ],
      'subject',
      messages.supportSubjectTooLong,
    ],
    ['no message', [{ field: 'subject', value: 'Hi' }], 'message', messages.supportMessageRequired],
    [
      'a message of 5001 characters',
      [
        { field: 'subject', value: 'Hi' },
        { field: 'message', value: 'x'.repeat(5001) },
      ],
      'message',
      messages.supportMessageTooLong,
    ],
    [
      'a screenshot that is not an image',
      [
        { field: 'subject', value: 'Hi' },
        { field: 'message', value: 'Hi' },
        { field: 'screenshot', fileName: 'notes.txt', content: Buffer.from('hello') },
      ],
      'file',
      messages.imageType,
    ],
    [
      'a screenshot whose bytes are no PNG',
      [
        { field: 'subject', value: 'Hi' },
        { field: 'message', value: 'Hi' },
        { field: 'screenshot', fileName: 'fake.png', content: Buffer.from('<svg></svg>') },
      ],
      'file',
      messages.fileContentMismatch,
    ],
    [
      'two screenshots',
      [
        { field: 'subject', value: 'Hi' },
        { field: 'message', value: 'Hi' },
        { field: 'screenshot', fileName: 'a.png', content: PNG },
        { field: 'screenshot', fileName: 'b.png', content: PNG },
      ],
      'screenshot',
      messages.supportOneScreenshot,
    ],
    [
      'the message after the screenshot',
      [
        { field: 'subject', value: 'Hi' },
        { field: 'screenshot', fileName: 'a.png', content: PNG },
        { field: 'message', value: 'Hi' },
      ],
      'message',
      messages.supportMessageRequired,
    ],
  ] as const)(
    'refuses %s with a 400, storing and sending nothing',
    async (_, parts, field, text) => {
      const user = await makeUser(t);
      const before = t.mails.length;
      const res = await send(user, parts);
      expect(res.status).toBe(400);
      expect(res.body.responseMessage).toBe(text);
      expect(res.body.data.errors).toContainEqual(
        expect.objectContaining({ field, message: text }),
      );
      expect(await ticketsOf(user)).toHaveLength(0);
      await t.deliver();
      expect(t.mails.length).toBe(before);
      // No screenshot is stored but those of tickets.
      const held = (await t.db.select().from(supportTickets)).map((row) => row.attachmentPath);
      const files = await storedSupportFiles();
      expect(files.filter((file) => !held.some((key) => key?.endsWith(file)))).toEqual([]);
    },
  );

  it('limits each person to ten messages an hour', async () => {
    const busy = await makeUser(t);
    const body = { subject: 'Again', message: 'Still there?' };
    for (let i = 0; i < 10; i += 1) {
      expect((await call(t, 'POST', 'support', { token: busy.token, body })).status).toBe(201);
    }
    const refused = await call(t, 'POST', 'support', { token: busy.token, body });
    expect(refused.status).toBe(429);
    expect(await ticketsOf(busy)).toHaveLength(10);
    // Someone else is not slowed down by it.
    const other = await makeUser(t);
    expect((await call(t, 'POST', 'support', { token: other.token, body })).status).toBe(201);
  });
});

describe('POST support/sales', () => {
  const enquiry = {
    name: 'Grace Hopper',
    email: 'Grace@Studio.test',
    company: '  Hopper\n  Studio ',
    teamSize: 24,
    message: 'We are 24 designers <b>and</b> pattern makers.',
  };

  it('e-mails the enquiry to the support address, escaped, with the asker as reply-to', async () => {
    const res = await call(t, 'POST', 'support/sales', { body: enquiry, from: '10.9.0.1' });
    expect(res.status).toBe(201);
    expect(res.body.responseMessage).toBe(messages.salesSent);
    await t.deliver();
    const mail = mailsTo(SUPPORT).at(-1)!;
    expect(mail).toMatchObject({
      replyTo: 'grace@studio.test',
      subject: 'Sales enquiry: Teams plan for Hopper Studio',
    });
    expect(mail.text).toContain('Grace Hopper <grace@studio.test> of Hopper Studio, for 24 people');
    expect(mail.html).toContain('&#60;b&#62;and&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>and</b>');
  });

  it.each([
    [{ ...enquiry, email: 'not-an-address' }, 'email', messages.invalidEmail],
    [{ ...enquiry, company: ' ' }, 'company', messages.salesCompanyRequired],
    [{ ...enquiry, teamSize: 0 }, 'teamSize', messages.salesTeamSizeInvalid],
    [{ ...enquiry, teamSize: 'many' }, 'teamSize', messages.salesTeamSizeInvalid],
    [{ ...enquiry, message: 'x'.repeat(5001) }, 'message', messages.supportMessageTooLong],
  ])('refuses a bad field with its text and sends nothing (%#)', async (body, field, text) => {
    const before = t.mails.length;
    const res = await call(t, 'POST', 'support/sales', { body, from: '10.9.0.2' });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message: text }));
    await t.deliver();
    expect(t.mails.length).toBe(before);
  });

  it('answers 429 past five enquiries an hour from one address', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await call(t, 'POST', 'support/sales', { body: enquiry, from: '10.9.0.3' });
      expect(res.status).toBe(201);
    }
    const refused = await call(t, 'POST', 'support/sales', { body: enquiry, from: '10.9.0.3' });
    expect(refused.status).toBe(429);
  });
});
