/** The e-mail that shares a product with someone by address. */
import { linkMail, plainSubjectText } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/transport.ts';

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
  return linkMail({
    to: input.to,
    subject,
    before: [intro, what],
    link: input.link,
    action: 'Open the design',
    after: [expiry],
  });
}
