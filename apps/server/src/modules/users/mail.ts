/** The e-mail to someone a team owner created an account for. */
import { linkMail } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/transport.ts';
import type { TeamLinkInput } from '../teams/mail.ts';

/** An account made for a colleague (/createuser); the link lets them set their password. */
export function accountCreatedMail(input: TeamLinkInput & { firstName: string }): MailMessage {
  return linkMail({
    to: input.to,
    subject: `${input.inviterName} added you to ${input.teamName} on Atelier`,
    before: [
      `Hello ${input.firstName},`,
      `${input.inviterName} created an Atelier account for you and added you to the team ${input.teamName}.`,
      'Open the link below to choose your password.',
    ],
    link: input.link,
    action: 'Set your password',
    after: [`The link works once and expires in ${input.days} days.`],
  });
}
