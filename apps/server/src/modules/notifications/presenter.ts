/** The notification shape of SPEC §3 and DESIGN §4, for the list and for the socket event. */
import type { AppNotification } from '@atelier/domain';
import type { NotificationRow } from '../../db/schema/index.ts';
import { urlOf } from '../../platform/storage/storage.ts';
import type { Storage } from '../../platform/storage/storage.ts';

export interface NotificationWithActor {
  notification: NotificationRow;
  actor: { id: string; firstName: string; profilePicture: string | null } | null;
}

export async function presentNotification(
  row: NotificationWithActor,
  storage: Storage,
): Promise<AppNotification> {
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
