/**
 * Notifications (SPEC §3) are rows, written in the transaction of the action that causes them,
 * with a delivery job queued beside them (delivery.ts), so nothing is sent for a rolled-back
 * action and nothing is lost on restart.
 */
import { isDeepStrictEqual } from 'node:util';
import { messages } from '@atelier/domain';
import type {
  Notice,
  NoticeKey,
  NotificationKey,
  NotificationSettingKey,
  TUpdateNotificationSettingsSchema,
} from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { languageOf } from '../settings/service.ts';
import { deliverNotificationsJob } from './delivery.ts';
import { notificationMail } from './mail.ts';
import { presentNotification } from './presenter.ts';
import {
  countNotifications,
  findRecipient,
  findSettings,
  insertNotifications,
  listNotifications,
  markAllRead,
  saveSettings,
} from './queries.ts';
import { applyChanges, mergeSettings } from './settings.ts';

export interface NotifyInput {
  userIds: readonly string[];
  key: NotificationKey;
  message: string;
  teamId?: string | null;
  productId?: string | null;
  imgId?: string | null;
  actorId?: string | null;
  payload?: Record<string, unknown>;
}

/**
 * A notification's text each reader reads in their own language, with its values (issue 47 §4):
 * put in `payload.notice` beside the English `message`.
 */
export const notice = (key: NoticeKey, values: Record<string, string>): Notice => ({ key, values });

/** Records one notification per target user (duplicates dropped) and queues their delivery. */
export function notify(tx: Executor, input: NotifyInput) {
  return notifyMany(tx, [input]);
}

/**
 * A notice its readers must not miss (a webhook turned off): recorded as `notify` does, and its
 * e-mail queued now to each of them whatever their settings say (the delivery then sends none).
 */
export async function notifyAndMail(tx: Executor, input: NotifyInput, publicUrl: string) {
  const rows = await notify(tx, { ...input, payload: { ...input.payload, emailed: true } });
  for (const userId of new Set(input.userIds)) {
    const recipient = await findRecipient(tx, userId);
    if (recipient?.status !== 'active') continue;
    const language = await languageOf(tx, userId);
    await queueMail(
      tx,
      notificationMail(recipient.email, recipient.firstName, input.message, publicUrl, language),
    );
  }
  return rows;
}

/** Notifications recorded, and delivery jobs queued, this many at a time. */
const CHUNK = 1000;

/**
 * `notify` for many notices at once (a batch of reminders firing): their rows go in a few
 * multi-row inserts, each followed by one delivery job for its rows.
 */
export async function notifyMany(tx: Executor, inputs: readonly NotifyInput[]) {
  const values = inputs.flatMap((input) =>
    [...new Set(input.userIds)].map((userId) => ({
      userId,
      key: input.key,
      message: input.message,
      teamId: input.teamId ?? null,
      productId: input.productId ?? null,
      imgId: input.imgId ?? null,
      actorId: input.actorId ?? null,
      payload: input.payload ?? {},
    })),
  );
  const rows = [];
  for (let start = 0; start < values.length; start += CHUNK) {
    const chunk = await insertNotifications(tx, values.slice(start, start + CHUNK));
    await enqueue(tx, deliverNotificationsJob, { ids: chunk.map((row) => row.id) });
    rows.push(...chunk);
  }
  return rows;
}

export async function listForUser(ctx: AppContext, userId: string, page: number, limit: number) {
  const [items, counts] = await Promise.all([
    listNotifications(ctx.db, userId, page, limit),
    countNotifications(ctx.db, userId),
  ]);
  return {
    items: await Promise.all(items.map((row) => presentNotification(row, ctx.storage))),
    pagination: { page, limit, total: counts.total },
    unreadCount: counts.unread,
  };
}

export function markRead(ctx: AppContext, userId: string) {
  return markAllRead(ctx.db, userId);
}

export async function getSettings(ctx: AppContext, userId: string) {
  return mergeSettings(await findSettings(ctx.db, userId));
}

/** The user's address when their setting `key` asks for e-mail; null otherwise. */
export async function emailEnabled(
  executor: Executor,
  userId: string,
  key: NotificationSettingKey,
) {
  const recipient = await findRecipient(executor, userId);
  if (recipient?.status !== 'active') return null;
  const setting = mergeSettings(recipient.items ?? []).find((item) => item.key === key);
  return setting?.itemActions.emailEnable ? recipient : null;
}

export async function updateSettings(
  ctx: AppContext,
  userId: string,
  input: TUpdateNotificationSettingsSchema,
) {
  const current = await getSettings(ctx, userId);
  const next = applyChanges(current, input.items);
  if (isDeepStrictEqual(next, current)) {
    return { data: current, message: messages.notificationSettingsUnchanged };
  }
  await saveSettings(ctx.db, userId, next);
  return { data: next, message: messages.notificationSettingsUpdated };
}
