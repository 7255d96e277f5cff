/** The e-mail that sends a released tech pack to a factory by address. */
import { linkMail, plainSubjectText } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/transport.ts';

/** A tech pack revision sent by e-mail (issue 46 §7): the link opens it without an account. */
export function techpackSentMail(input: {
  to: string;
  senderName: string;
  teamName: string;
  productName: string;
  revision: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  // The subject says only what was sent, in plain bounded words: a stranger's inbox shows it.
  const subject = `A tech pack was sent to you on Atelier: ${plainSubjectText(input.productName)}, revision ${input.revision}`;
  const intro = `${input.senderName} of ${input.teamName} sent you revision ${input.revision} of the tech pack for ${input.productName} on Atelier, the collaborative fashion platform.`;
  const what =
    'Open the link below to see its sketches, measurements, materials and construction details; no account is needed.';
  return linkMail({
    to: input.to,
    subject,
    before: [intro, what],
    link: input.link,
    action: 'Open the tech pack',
    after: [`The link works until ${input.expiresAt.toISOString().slice(0, 10)}.`],
  });
}
