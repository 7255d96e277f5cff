/**
 * Announcements (issue 14), through the policy: the team's owner and members who may edit the
 * team (`manageAnnouncements`) post, edit and delete them; every active member reads the live ones
 * and dismisses them for themselves. Posting tells the team's other people 'New announcement', on
 * the bell and by e-mail per their 'New announcement' setting.
 */
import { ANNOUNCEMENTS_LIST_MAX, messages } from '@atelier/domain';
import type {
  AnnouncementChange,
  ZAnnouncementListQuery,
  ZCreateAnnouncementSchema,
  ZUpdateAnnouncementSchema,
} from '@atelier/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { AnnouncementRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { notice, notify } from '../notifications/service.ts';
import { announcementAudience, authorize } from '../policy/policy.ts';
import type { Membership } from '../policy/standing.ts';
import { announcementPolicies } from '../policy/team.ts';
import { announcementChanged } from './live.ts';
import { presentAnnouncement } from './presenter.ts';
import {
  announcementCard,
  deleteAnnouncement as removeAnnouncement,
  findAnnouncement,
  insertAnnouncement,
  insertDismissal,
  liveAnnouncements,
  lockAnnouncement,
  updateAnnouncement as saveAnnouncement,
} from './queries.ts';

type ListQuery = z.output<typeof ZAnnouncementListQuery>;
type CreateInput = z.output<typeof ZCreateAnnouncementSchema>;
type UpdateInput = z.output<typeof ZUpdateAnnouncementSchema>;

const changeOf = (
  row: AnnouncementRow,
  change: AnnouncementChange['change'],
): AnnouncementChange => ({ teamId: row.teamId, announcementId: row.id, change });

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

async function card(executor: Executor, user: UserRow, id: string, membership: Membership) {
  const row = await announcementCard(executor, user.id, id);
  if (!row) throw notFound();
  return presentAnnouncement(row, announcementPolicies(membership));
}

/** The announcement, locked for the transaction, once the user may manage the team's. */
async function manageable(tx: Executor, user: UserRow, id: string) {
  const current = await lockAnnouncement(tx, id);
  if (!current) throw notFound();
  const membership = await authorize(tx, user, 'manageAnnouncements', {
    kind: 'team',
    teamId: current.teamId,
  });
  return { current, membership };
}

export async function listAnnouncements(ctx: AppContext, user: UserRow, query: ListQuery) {
  const membership = await authorize(ctx.db, user, 'viewTeam', {
    kind: 'team',
    teamId: query.teamId,
  });
  const rows = await liveAnnouncements(ctx.db, user.id, query.teamId, ANNOUNCEMENTS_LIST_MAX);
  const policies = announcementPolicies(membership);
  return rows.map((row) => presentAnnouncement(row, policies));
}

export async function createAnnouncement(ctx: AppContext, user: UserRow, input: CreateInput) {
  return transaction(ctx, async (tx) => {
    const membership = await authorize(tx, user, 'manageAnnouncements', {
      kind: 'team',
      teamId: input.teamId,
    });
    const row = await insertAnnouncement(tx, {
      teamId: input.teamId,
      authorId: user.id,
      title: input.title,
      body: input.body,
      pinned: input.pinned,
      expiresAt: dateOrNull(input.expiresAt ?? null),
    });
    const audience = await announcementAudience(tx, row.teamId);
    await notify(tx, {
      userIds: audience.filter((id) => id !== user.id),
      key: 'announcement',
      // Plain text: the bell shows it as text and the e-mail escapes it; the body stays out.
      message: `${messages.announcementNotice} in ${membership.team.name}: ${row.title}`,
      teamId: row.teamId,
      actorId: user.id,
      payload: {
        announcementId: row.id,
        title: row.title,
        notice: notice('announcementPosted', { team: membership.team.name, title: row.title }),
      },
    });
    await announcementChanged.record(tx, changeOf(row, 'created'));
    return card(tx, user, row.id, membership);
  });
}

export async function updateAnnouncement(
  ctx: AppContext,
  user: UserRow,
  id: string,
  input: UpdateInput,
) {
  return transaction(ctx, async (tx) => {
    const { membership } = await manageable(tx, user, id);
    const updated = await saveAnnouncement(tx, id, {
      title: input.title,
      body: input.body,
      pinned: input.pinned,
      expiresAt: input.expiresAt === undefined ? undefined : dateOrNull(input.expiresAt),
    });
    await announcementChanged.record(tx, changeOf(updated, 'updated'));
    return card(tx, user, id, membership);
  });
}

export async function deleteAnnouncement(ctx: AppContext, user: UserRow, id: string) {
  await transaction(ctx, async (tx) => {
    const { current } = await manageable(tx, user, id);
    await removeAnnouncement(tx, id);
    await announcementChanged.record(tx, changeOf(current, 'deleted'));
  });
  return { _id: id };
}

/** Hides it from the user's banner for good; anyone who sees into the team may. */
export async function dismissAnnouncement(ctx: AppContext, user: UserRow, id: string) {
  return transaction(ctx, async (tx) => {
    const current = await findAnnouncement(tx, id);
    if (!current) throw notFound();
    const membership = await authorize(tx, user, 'viewTeam', {
      kind: 'team',
      teamId: current.teamId,
    });
    await insertDismissal(tx, id, user.id);
    return card(tx, user, id, membership);
  });
}
