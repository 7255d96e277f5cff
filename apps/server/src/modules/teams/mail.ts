/** The e-mail that invites someone to a team. */
import type { LanguageCode } from '@atelier/domain';
import { mailTexts } from '../../platform/mail/i18n.ts';
import { linkMail } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/transport.ts';

/** Who is asked into which team, and the link (valid so many days) that lets them in. */
export interface TeamLinkInput {
  to: string;
  inviterName: string;
  teamName: string;
  link: string;
  days: number;
  /** The recipient's language; English when left out. */
  language?: LanguageCode;
}

/** An invitation to join a team; the link opens /jointeam, where the person signs up or in. */
export function teamInviteMail(input: TeamLinkInput): MailMessage {
  const t = mailTexts(input.language);
  const names = { inviterName: input.inviterName, teamName: input.teamName };
  return linkMail({
    to: input.to,
    subject: t('teamInvite.subject', names),
    before: [t('teamInvite.intro', names), t('teamInvite.how')],
    link: input.link,
    action: t('teamInvite.action'),
    after: [t('teamInvite.expiry', { days: input.days })],
  });
}
