/** E-mail bodies. Subjects of code e-mails are fixed by DESIGN §3. */
import { OTP_TTL_MINUTES } from '@atelier/domain';
import type { OtpPurpose } from '@atelier/domain';
import type { MailMessage } from './transport.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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

function layout(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#1f2430;background:#f6f4f1;padding:32px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 24px">${escape(title)}</h1>${body}
<p style="margin:32px 0 0;color:#7a7f8a;font-size:12px">Atelier — Collaborative FASHION Platform</p></div></body></html>`;
}

export function otpMail(
  to: string,
  firstName: string,
  code: string,
  purpose: OtpPurpose,
): MailMessage {
  const why =
    purpose === 'signup'
      ? 'Use this code to verify your e-mail address and finish creating your Atelier account.'
      : 'Use this code to reset your Atelier password. If you did not ask for it, you can ignore this e-mail.';
  const lines = [
    `Hello ${firstName},`,
    why,
    `Your code: ${code}`,
    `It expires in ${OTP_TTL_MINUTES} minutes.`,
  ];
  return {
    to,
    subject: `Your Atelier code is ${code}`,
    text: lines.join('\n\n'),
    html: layout('Your Atelier code', [
      escape(lines[0]!),
      escape(why),
      `<strong style="font-size:28px;letter-spacing:6px">${code}</strong>`,
      escape(lines[3]!),
    ]),
  };
}

function button(link: string, label: string) {
  return `<a href="${escape(link)}" style="display:inline-block;background:#1f2430;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px">${escape(label)}</a>`;
}

/**
 * Someone signed up with an address that already has an account. Its owner hears of it instead of
 * getting a code, and the person who tried learns nothing from the answer.
 */
export function accountExistsMail(input: { to: string; firstName: string; publicUrl: string }) {
  const lines = [
    `Hello ${input.firstName},`,
    'Someone tried to create a new Atelier account with this e-mail address, which already has one.',
    'If it was you, sign in instead; if you forgot your password, reset it from the sign-in page. If it was not you, you can ignore this e-mail: your account is unchanged.',
  ];
  return {
    to: input.to,
    subject: 'You already have an Atelier account',
    text: [...lines, input.publicUrl].join('\n\n'),
    html: layout('You already have an Atelier account', [
      ...lines.map(escape),
      button(input.publicUrl, 'Sign in to Atelier'),
    ]),
  } satisfies MailMessage;
}

/** An invitation to join a team; the link opens /jointeam, where the person signs up or in. */
export function teamInviteMail(input: {
  to: string;
  inviterName: string;
  teamName: string;
  link: string;
  days: number;
}): MailMessage {
  const subject = `${input.inviterName} invited you to ${input.teamName} on Atelier`;
  const intro = `${input.inviterName} invited you to join the team ${input.teamName} on Atelier, the collaborative fashion platform.`;
  const how =
    'Open the link below to sign up or sign in with this e-mail address and join the team.';
  const expiry = `The invitation works once and expires in ${input.days} days.`;
  return {
    to: input.to,
    subject,
    text: [intro, how, input.link, expiry].join('\n\n'),
    html: layout(subject, [
      escape(intro),
      escape(how),
      button(input.link, 'Join the team'),
      escape(input.link),
      escape(expiry),
    ]),
  };
}

/** An account made for a colleague (/createuser); the link lets them set their password. */
export function accountCreatedMail(input: {
  to: string;
  firstName: string;
  inviterName: string;
  teamName: string;
  link: string;
  days: number;
}): MailMessage {
  const subject = `${input.inviterName} added you to ${input.teamName} on Atelier`;
  const intro = `${input.inviterName} created an Atelier account for you and added you to the team ${input.teamName}.`;
  const how = 'Open the link below to choose your password.';
  const expiry = `The link works once and expires in ${input.days} days.`;
  return {
    to: input.to,
    subject,
    text: [`Hello ${input.firstName},`, intro, how, input.link, expiry].join('\n\n'),
    html: layout(subject, [
      escape(`Hello ${input.firstName},`),
      escape(intro),
      escape(how),
      button(input.link, 'Set your password'),
      escape(input.link),
      escape(expiry),
    ]),
  };
}

/** The e-mail copy of a notification, for settings with e-mail switched on. */
export function notificationMail(
  to: string,
  firstName: string,
  message: string,
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}/Notification`;
  return {
    to,
    subject: `Atelier: ${message}`,
    text: `Hello ${firstName},\n\n${message}\n\nSee all your notifications: ${link}`,
    html: layout('New on Atelier', [
      escape(`Hello ${firstName},`),
      escape(message),
      `<a href="${escape(link)}" style="color:#8b4a73">See all your notifications</a>`,
    ]),
  };
}

/** A product shared by e-mail (issue 12): the link opens it without an account. */
export function productSharedMail(input: {
  to: string;
  sharerName: string;
  productName: string;
  link: string;
  canComment: boolean;
  expiresAt: string | null;
}): MailMessage {
  // The subject says only what was shared, in plain bounded words: a stranger's inbox shows it.
  const subject = `A design was shared with you on Atelier: ${plainSubjectText(input.productName)}`;
  const intro = `${input.sharerName} shared the design ${input.productName} with you on Atelier, the collaborative fashion platform.`;
  const what = input.canComment
    ? 'Open the link below to see it and leave your comments; no account is needed.'
    : 'Open the link below to see it; no account is needed.';
  const expiry = input.expiresAt
    ? `The link works until ${input.expiresAt.slice(0, 10)}.`
    : 'The link works until the team stops sharing it.';
  return {
    to: input.to,
    subject,
    text: [intro, what, input.link, expiry].join('\n\n'),
    html: layout(subject, [
      escape(intro),
      escape(what),
      button(input.link, 'Open the design'),
      escape(input.link),
      escape(expiry),
    ]),
  };
}

/**
 * A Help & Support message (issue 14) for the support address: the ticket number leads the
 * subject so replies thread by it, and answering goes to the person who wrote.
 */
export function supportMail(input: {
  to: string;
  ticketNumber: string;
  subject: string;
  message: string;
  fromName: string;
  fromEmail: string;
  userId: string;
  screenshot: { filename: string; contentType: string; key: string } | null;
}) {
  const who = `${input.fromName} <${input.fromEmail}> (user ${input.userId})`;
  const attached = input.screenshot ? 'A screenshot is attached.' : 'No screenshot was attached.';
  const title = `${input.ticketNumber}: ${input.subject}`;
  return {
    to: input.to,
    replyTo: input.fromEmail,
    subject: `[${input.ticketNumber}] ${input.subject}`,
    text: [`Ticket ${input.ticketNumber} from ${who}`, input.message, attached].join('\n\n'),
    html: layout(title, [
      escape(`Ticket ${input.ticketNumber} from ${who}`),
      `<span style="white-space:pre-wrap">${escape(input.message)}</span>`,
      escape(attached),
    ]),
    ...(input.screenshot ? { attachments: [input.screenshot] } : {}),
  };
}

/** 'Contact sales' for the Teams plan (issue 15), to the support address; replies go to the asker. */
export function salesEnquiryMail(input: {
  to: string;
  name: string;
  email: string;
  company: string;
  teamSize: number;
  message: string;
}) {
  const people = input.teamSize === 1 ? '1 person' : `${input.teamSize} people`;
  const who = `${input.name} <${input.email}> of ${input.company}, for ${people}`;
  const said = input.message || 'No message was written.';
  return {
    to: input.to,
    replyTo: input.email,
    subject: `Sales enquiry: Teams plan for ${input.company}`,
    text: [`Teams plan enquiry from ${who}`, said].join('\n\n'),
    html: layout(`Teams plan enquiry: ${input.company}`, [
      escape(`Teams plan enquiry from ${who}`),
      `<span style="white-space:pre-wrap">${escape(said)}</span>`,
    ]),
  };
}

/**
 * Messages left unread a few minutes (issue 14), batched: how many, the latest few quoted as plain
 * text (escaped, cut short), and the way to the conversation.
 */
export function messageDigestMail(input: {
  to: string;
  firstName: string;
  total: number;
  quoted: { from: string; teamName: string; text: string; direct: boolean }[];
  publicUrl: string;
}): MailMessage {
  const link = `${input.publicUrl}/messages`;
  const count = input.total === 1 ? '1 unread message' : `${input.total} unread messages`;
  const lines = input.quoted.map((item) => {
    const where = item.direct ? `${item.teamName}, direct` : `${item.teamName} channel`;
    const text = item.text.length > 200 ? `${item.text.slice(0, 200)}…` : item.text;
    return { who: `${item.from || 'Someone'} (${where}):`, text };
  });
  const more = input.total > lines.length ? [`…and ${input.total - lines.length} more.`] : [];
  return {
    to: input.to,
    subject: `Atelier: you have ${count}`,
    text: [
      `Hello ${input.firstName},`,
      `You have ${count} on Atelier.`,
      ...lines.map((line) => `${line.who}\n${line.text}`),
      ...more,
      `Read and answer them: ${link}`,
    ].join('\n\n'),
    html: layout(`You have ${count}`, [
      escape(`Hello ${input.firstName},`),
      ...lines.map(
        (line) =>
          `<strong>${escape(line.who)}</strong><br><span style="white-space:pre-wrap">${escape(line.text)}</span>`,
      ),
      ...more.map(escape),
      `<a href="${escape(link)}" style="color:#8b4a73">Read and answer them</a>`,
    ]),
  };
}

/** The code that proves an existing account before a provider account is linked to it. */
export function linkProviderMail(input: {
  to: string;
  firstName: string;
  code: string;
  providerName: string;
}): MailMessage {
  const why = `Use this code to link your ${input.providerName} account to your Atelier account. If you did not try to sign in with ${input.providerName}, ignore this e-mail: nothing is linked without the code.`;
  const lines = [
    `Hello ${input.firstName},`,
    why,
    `Your code: ${input.code}`,
    `It expires in ${OTP_TTL_MINUTES} minutes.`,
  ];
  return {
    to: input.to,
    subject: `Your Atelier code is ${input.code}`,
    text: lines.join('\n\n'),
    html: layout('Your Atelier code', [
      escape(lines[0]!),
      escape(why),
      `<strong style="font-size:28px;letter-spacing:6px">${input.code}</strong>`,
      escape(lines[3]!),
    ]),
  };
}
