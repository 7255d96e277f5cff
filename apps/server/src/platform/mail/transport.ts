/**
 * Delivers one message: SMTP when SMTP_URL is set, otherwise an .eml file in DATA_DIR/outbox.
 * Addresses at `.local` (the unset SUPPORT_EMAIL's) cannot be delivered on the internet, so their
 * messages always go to the outbox.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go (the person who wrote to support), when not to MAIL_FROM. */
  replyTo?: string;
}

/** A message as it leaves: its attachments opened from storage (queue-mail.ts). */
export interface OutgoingMail extends MailMessage {
  attachments?: { filename: string; contentType: string; content: Readable }[];
}

export type MailSender = (message: OutgoingMail, id: string) => Promise<void>;

const isLocalAddress = (address: string) => /\.local>?$/i.test(address.trim());

export function createMailSender(config: Config): MailSender {
  const toOutbox = outboxSender(config);
  if (!config.smtpUrl) return toOutbox;
  const transport = nodemailer.createTransport(config.smtpUrl);
  return async (message, id) => {
    if (isLocalAddress(message.to)) return toOutbox(message, id);
    await transport.sendMail({ from: config.mailFrom, ...message });
  };
}

function outboxSender(config: Config): MailSender {
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
