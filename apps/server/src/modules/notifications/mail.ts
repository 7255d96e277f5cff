/** A notification sent by e-mail too. */
import { escape, layout } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/transport.ts';

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
