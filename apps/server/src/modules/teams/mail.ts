/** The e-mail that invites someone to a team. */
import { escape, layout, button } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/transport.ts';

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
