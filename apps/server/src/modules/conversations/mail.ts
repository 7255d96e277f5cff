/** The digest of messages a member missed, in their language (issue 47 §4). */
import type { LanguageCode } from '@atelier/domain';
import { mailTexts } from '../../platform/mail/i18n.ts';
import { escape, layout } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/transport.ts';

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
  language?: LanguageCode;
}): MailMessage {
  const t = mailTexts(input.language);
  const link = `${input.publicUrl}/messages`;
  const count = { count: input.total };
  const lines = input.quoted.map((item) => {
    const from = { from: item.from || t('digest.someone'), team: item.teamName };
    const text = item.text.length > 200 ? `${item.text.slice(0, 200)}…` : item.text;
    return { who: t(item.direct ? 'digest.direct' : 'digest.channel', from), text };
  });
  const more =
    input.total > lines.length ? [t('digest.more', { count: input.total - lines.length })] : [];
  const hello = t('notification.hello', { firstName: input.firstName });
  return {
    to: input.to,
    subject: t('digest.subject', count),
    text: [
      hello,
      t('digest.intro', count),
      ...lines.map((line) => `${line.who}\n${line.text}`),
      ...more,
      t('digest.readAt', { link }),
    ].join('\n\n'),
    html: layout(t('digest.title', count), [
      escape(hello),
      ...lines.map(
        (line) =>
          `<strong>${escape(line.who)}</strong><br><span style="white-space:pre-wrap">${escape(line.text)}</span>`,
      ),
      ...more.map(escape),
      `<a href="${escape(link)}" style="color:#8b4a73">${escape(t('digest.read'))}</a>`,
    ]),
  };
}
