import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { notify } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notify', () => {
  it("records one row per target in the caller's transaction, and none if it rolls back", async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    const teamId = crypto.randomUUID();
    await t.db.transaction(async (tx) => {
      await notify(tx, {
        userIds: [a.user.id, b.user.id, a.user.id],
        key: 'reqTeamId',
        message: 'Someone asked to join.',
        teamId,
        actorId: b.user.id,
        payload: { requestId: 'r' },
      });
    });
    const rows = await t.db.select().from(notifications).where(eq(notifications.teamId, teamId));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      key: 'reqTeamId',
      message: 'Someone asked to join.',
      actorId: b.user.id,
      payload: { requestId: 'r' },
      readAt: null,
    });

    const other = crypto.randomUUID();
    await t.db
      .transaction(async (tx) => {
        await notify(tx, { userIds: [a.user.id], key: 'joinTeamId', message: 'x', teamId: other });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await t.db.select().from(notifications).where(eq(notifications.teamId, other))).toEqual(
      [],
    );
  });
});
