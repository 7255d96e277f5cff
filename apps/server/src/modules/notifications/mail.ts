/** A notification sent by e-mail too, in its recipient's language (issue 47 §4). */
import type { LanguageCode, Notice } from '@atelier/domain';
import { mailTexts } from '../../platform/mail/i18n.ts';
import { escape, layout } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/transport.ts';

/**
 * The e-mail copy of a notification, for settings with e-mail switched on: its frame in the
 * recipient's language, and its text too when it is a notice every language writes (`notice`);
 * otherwise the text as recorded.
 */
export function notificationMail(
  to: string,
  firstName: string,
  message: string,
  publicUrl: string,
  language: LanguageCode = 'en',
  notice?: Notice | null,
): MailMessage {
  const t = mailTexts(language);
  const text = notice ? t(`notice.${notice.key}`, notice.values) : message;
  const link = `${publicUrl}/Notification`;
  const hello = t('notification.hello', { firstName });
  const all = t('notification.all');
  return {
    to,
    subject: t('notification.subject', { message: text }),
    text: `${hello}\n\n${text}\n\n${all}: ${link}`,
    html: layout(t('notification.title'), [
      escape(hello),
      escape(text),
      `<a href="${escape(link)}" style="color:#8b4a73">${escape(all)}</a>`,
    ]),
  };
}
