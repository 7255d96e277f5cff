/** The notification shape of SPEC §3 and DESIGN §4, for the list and for the socket event. */
import { z } from 'zod';
import { NOTIFICATION_KEYS } from '@atelier/domain';
import type { NotificationRow } from '../../db/schema/index.ts';
import { urlOf } from '../../platform/storage/storage.ts';
import type { Storage } from '../../platform/storage/storage.ts';

export const zNotification = z.object({
  _id: z.string(),
  key: z.enum(NOTIFICATION_KEYS),
  message: z.string(),
  user: z.string(),
  teamId: z.string().nullable(),
  productId: z.string().nullable(),
  imgId: z.string().nullable(),
  createdTime: z.string(),
  isRead: z.boolean(),
  actor: z
    .object({ _id: z.string(), firstName: z.string(), profilePicture: z.string().nullable() })
    .nullable(),
  payload: z.record(z.string(), z.unknown()),
});
export type Notification = z.infer<typeof zNotification>;

export interface NotificationWithActor {
  notification: NotificationRow;
  actor: { id: string; firstName: string; profilePicture: string | null } | null;
}

export async function presentNotification(
  row: NotificationWithActor,
  storage: Storage,
): Promise<Notification> {
  const { notification: n, actor } = row;
  return {
    _id: n.id,
    key: n.key,
    message: n.message,
    user: n.userId,
    teamId: n.teamId,
    productId: n.productId,
    imgId: n.imgId,
    createdTime: n.createdAt.toISOString(),
    isRead: n.readAt !== null,
    actor: actor
      ? {
          _id: actor.id,
          firstName: actor.firstName,
          profilePicture: await urlOf(storage, actor.profilePicture),
        }
      : null,
    payload: n.payload,
  };
}
