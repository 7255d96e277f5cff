/** The e-mail to someone a team owner created an account for. */
import { escape, layout, button } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/transport.ts';

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
