/** What every e-mail shares: the layout, a button, and escaping of the text it carries. */
import type { MailMessage } from './transport.ts';

/** Text made safe to put in the HTML of an e-mail. */
export const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The most of a user's text a subject to a stranger carries. */
export const SUBJECT_TEXT_MAX = 60;

/**
 * A user's text made fit for a subject sent to someone outside the team: one line of plain words,
 * no link (its scheme and `www.` are dropped, so no mail client turns it into one), at most
 * SUBJECT_TEXT_MAX characters.
 */
export function plainSubjectText(text: string): string {
  const plain = text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f]/g, ' ')
    .replace(/\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > SUBJECT_TEXT_MAX ? `${plain.slice(0, SUBJECT_TEXT_MAX - 1)}…` : plain;
}

/** The one frame every e-mail's HTML is drawn in: a title, then paragraphs. */
export function layout(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#1f2430;background:#f6f4f1;padding:32px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 24px">${escape(title)}</h1>${body}
<p style="margin:32px 0 0;color:#7a7f8a;font-size:12px">Atelier — Collaborative FASHION Platform</p></div></body></html>`;
}

/** A call to action in an e-mail. */
export function button(link: string, label: string) {
  return `<a href="${escape(link)}" style="display:inline-block;background:#1f2430;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px">${escape(label)}</a>`;
}

/**
 * An e-mail whose point is one link: the paragraphs before it, the link (in the HTML a button,
 * then the address itself for clients that hide buttons), the paragraphs after. The text and the
 * HTML are made from the same paragraphs, so they say the same thing.
 */
export function linkMail(input: {
  to: string;
  subject: string;
  before: string[];
  link: string;
  action: string;
  after: string[];
}): MailMessage {
  return {
    to: input.to,
    subject: input.subject,
    text: [...input.before, input.link, ...input.after].join('\n\n'),
    html: layout(input.subject, [
      ...input.before.map(escape),
      button(input.link, input.action),
      escape(input.link),
      ...input.after.map(escape),
    ]),
  };
}
