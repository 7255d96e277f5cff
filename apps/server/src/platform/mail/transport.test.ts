import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PNG } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { mailJob } from './queue-mail.ts';
import { createMailSender } from './transport.ts';

const message = {
  to: 'ada@atelier.test',
  subject: 'Your Atelier code is 123456',
  text: 'hello',
  html: '<p>hello</p>',
};

describe('mail delivery', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push(raw);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

  it('speaks SMTP to the server named by SMTP_URL', async () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/atelier-unused',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      JWT_SECRET: 'x'.repeat(32),
    });
    await createMailSender(config)(message, 'job-1');
    expect(received.at(-1)).toContain('Subject: Your Atelier code is 123456');
    expect(received.at(-1)).toContain('To: ada@atelier.test');
  });

  it('keeps mail to a .local address (unset SUPPORT_EMAIL) in the outbox, even with SMTP', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-mail-'));
    try {
      const config = loadConfig({
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        JWT_SECRET: 'x'.repeat(32),
      });
      const before = received.length;
      await createMailSender(config)(
        {
          ...message,
          to: config.supportEmail,
          replyTo: 'ada@atelier.test',
          attachments: [
            {
              filename: 'AT-000001-screenshot.png',
              contentType: 'image/png',
              content: Readable.from([PNG]),
            },
          ],
        },
        'job-3',
      );
      expect(received.length).toBe(before);
      const outbox = path.join(dataDir, 'outbox');
      const [file] = await readdir(outbox);
      const eml = await readFile(path.join(outbox, file!), 'utf8');
      expect(eml).toContain('To: support@atelier.local');
      expect(eml).toContain('Reply-To: ada@atelier.test');
      expect(eml).toMatch(/Content-Disposition: attachment;\s+filename=AT-000001-screenshot\.png/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('writes an .eml file per message to the outbox by default', async () => {
    const t = await createTestApp();
    try {
      const config = t.config;
      await createMailSender(config)(message, 'job-2');
      const outbox = path.join(config.dataDir, 'outbox');
      const files = await readdir(outbox);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/job-2\.eml$/);
      expect(await readFile(path.join(outbox, files[0]!), 'utf8')).toContain(
        'Subject: Your Atelier code is 123456',
      );
    } finally {
      await t.close();
    }
  });

  it('keeps the e-mail queued when delivery fails, so nothing is lost', async () => {
    const t = await createTestApp();
    try {
      t.app.ctx.jobs.register(mailJob, async () => {
        throw new Error('connection refused');
      });
      await call(t, 'POST', 'auth/forgotPassword', { body: { email: 'nobody@atelier.test' } });
      await call(t, 'POST', 'auth/register', {
        body: {
          fullName: 'Ada',
          email: 'ada@atelier.test',
          password: 'Sketch#2026',
          confirmPassword: 'Sketch#2026',
          acceptTerms: true,
        },
      });
      await t.deliver();
      const [job] = await t.db.query.jobs.findMany();
      expect(job).toMatchObject({ kind: 'mail.send', status: 'pending', attempts: 1 });
    } finally {
      await t.close();
    }
  });
});
