/** Reads the e-mails the server wrote to DATA_DIR/outbox, as a person reads their inbox. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The apps' outboxes: the one without an AI provider and the one with (playwright.config.ts), and
 * the app a journey starts and restarts itself (own-app.ts).
 */
const outboxes = () =>
  [process.env.E2E_DATA_DIR, process.env.E2E_AI_DATA_DIR, process.env.E2E_OWN_DATA_DIR]
    .filter((dir): dir is string => Boolean(dir))
    .map((dir) => path.join(dir, 'outbox'));

/** The mails of one outbox, oldest first (their names start with the time they were written). */
async function mailsIn(outbox: string): Promise<string[]> {
  const files = (await readdir(outbox).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
}

export async function mailsTo(address: string): Promise<string[]> {
  // Every address is unique to one journey, so its mails are all in one of the outboxes.
  const mails = (await Promise.all(outboxes().map(mailsIn))).flat();
  return mails.filter((mail) =>
    new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'mi').test(mail),
  );
}

/** Waits for the count-th code e-mail to `address` and returns the 6-digit code in its subject. */
export async function codeFor(address: string, count = 1): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const codes = (await mailsTo(address))
          .map((mail) => mail.match(/^Subject: Your Atelier code is (\d{6})$/m)?.[1])
          .filter(Boolean);
        code = codes[count - 1] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** The subjects of every e-mail sent to `address` so far. */
export async function subjectsTo(address: string): Promise<string[]> {
  return (await mailsTo(address)).map((mail) => mail.match(/^Subject: (.*)$/m)?.[1] ?? '');
}

export function uniqueEmail(name: string) {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@atelier.test`;
}

/** Undoes quoted-printable (soft line breaks and =XX escapes) so links read as sent. */
function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for an e-mail to `address` holding a link to `path` and returns that link. */
export async function linkFor(address: string, path: string): Promise<string> {
  let link = '';
  const pattern = new RegExp(`https?://[^\\s"<>]*${path.replace(/[?]/g, '\\?')}[^\\s"<>]*`);
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(address);
        link =
          mails.map((mail) => decodeQuotedPrintable(mail).match(pattern)?.[0]).find(Boolean) ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .toContain(path);
  return link;
}
