/** The only place announcement responses are shaped. */
import { displayName } from '@atelier/domain';
import type { Announcement } from '@atelier/domain';
import type { AnnouncementCardRow } from './queries.ts';

export function presentAnnouncement(
  row: AnnouncementCardRow,
  policies: Announcement['policies'],
): Announcement {
  const { announcement } = row;
  return {
    _id: announcement.id,
    teamId: announcement.teamId,
    title: announcement.title,
    body: announcement.body,
    pinned: announcement.pinned,
    expiresAt: announcement.expiresAt ? announcement.expiresAt.toISOString() : null,
    author:
      announcement.authorId !== null && row.authorFirstName !== null
        ? {
            _id: announcement.authorId,
            name: displayName({
              firstName: row.authorFirstName,
              lastName: row.authorLastName ?? '',
            }),
          }
        : null,
    dismissed: row.dismissed,
    createdAt: announcement.createdAt.toISOString(),
    updatedAt: announcement.updatedAt.toISOString(),
    policies,
  };
}
