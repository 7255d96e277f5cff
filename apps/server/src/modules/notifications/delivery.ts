/**
 * Delivery of recorded notifications, as a job queued in the transaction that recorded them: it
 * runs only after that commit, and again after a crash. Each goes to the target's sockets and, when
 * the target's settings say so, by e-mail.
 */
import { z } from 'zod';
import { isEmailedLater, settingKeyFor, ZNotice } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { notificationMail } from './mail.ts';
import type { MailMessage } from '../../platform/mail/transport.ts';
import { transaction } from '../../platform/transaction.ts';
import { presentNotification } from './presenter.ts';
import { loadForDelivery } from './queries.ts';
import { languageOf } from '../settings/service.ts';
import { mergeSettings } from './settings.ts';

export const deliverNotificationsJob = defineJob({
  kind: 'notifications.deliver',
  payload: z.object({ ids: z.array(z.uuid()).min(1) }),
});

export async function deliverNotifications(ctx: AppContext, ids: string[]) {
  const rows = await loadForDelivery(ctx.db, ids);
  const mails: MailMessage[] = [];
  for (const row of rows) {
    const { notification, target } = row;
    const event = await presentNotification(row, ctx.storage);
    ctx.realtime.toUser(notification.userId, 'notification', event);
    const setting = mergeSettings(row.settings ?? []).find(
      (item) => item.key === settingKeyFor(notification.key),
    );
    // `emailed`: its e-mail was queued with it (notifyAndMail), whatever the settings.
    const isEmailed = notification.payload.emailed === true;
    if (setting?.itemActions.emailEnable && !isEmailedLater(notification.key) && !isEmailed) {
      const notice = ZNotice.safeParse(notification.payload.notice);
      mails.push(
        notificationMail(
          target.email,
          target.firstName,
          notification.message,
          ctx.config.publicUrl,
          await languageOf(ctx.db, notification.userId),
          notice.success ? notice.data : null,
        ),
      );
    }
  }
  if (mails.length > 0) {
    await transaction(ctx, async (tx) => {
      for (const mail of mails) await queueMail(tx, mail);
    });
  }
}
