/** The e-mail that invites someone to a team. */
import { linkMail } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/transport.ts';

/** Who is asked into which team, and the link (valid so many days) that lets them in. */
export interface TeamLinkInput {
  to: string;
  inviterName: string;
  teamName: string;
  link: string;
  days: number;
}

/** An invitation to join a team; the link opens /jointeam, where the person signs up or in. */
export function teamInviteMail(input: TeamLinkInput): MailMessage {
  return linkMail({
    to: input.to,
    subject: `${input.inviterName} invited you to ${input.teamName} on Atelier`,
    before: [
      `${input.inviterName} invited you to join the team ${input.teamName} on Atelier, the collaborative fashion platform.`,
      'Open the link below to sign up or sign in with this e-mail address and join the team.',
    ],
    link: input.link,
    action: 'Join the team',
    after: [`The invitation works once and expires in ${input.days} days.`],
  });
}
