/** Delivers one message: SMTP when SMTP_URL is set, otherwise an .eml file in DATA_DIR/outbox. */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type MailSender = (message: MailMessage, id: string) => Promise<void>;

export function createMailSender(config: Config): MailSender {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return async (message) => {
      await transport.sendMail({ from: config.mailFrom, ...message });
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return async (message, id) => {
    const built = await builder.sendMail({ from: config.mailFrom, ...message });
    await mkdir(outbox, { recursive: true });
    // Named by job id, written then renamed: a retried job rewrites the same file, never half of one.
    const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
    const tmp = `${file}.tmp`;
    await writeFile(tmp, built.message as Buffer);
    await rename(tmp, file);
  };
}
