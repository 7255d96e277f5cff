import { and, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { connect, flush, inbox, listen } from '../../test/sockets.ts';
import { createTestApp } from '../../test/test-app.ts';
import { productChanged } from './live.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(() => t.close());

describe('the live wall', () => {
  it("tells the team's open pages about each product change after commit, and nobody else", async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    const member = await makeUser(t);
    await addMember(t, team._id, member.user.id, ['canViewProducts']);
    const outsider = await makeUser(t);
    const memberSocket = await connect(url, member.token);
    const outsiderSocket = await connect(url, outsider.token);
    const heard = inbox(memberSocket, 'productChanged');
    const overheard = inbox(outsiderSocket, 'productChanged');
    try {
      const created = await call(t, 'POST', 'product', {
        token: owner.token,
        body: { teamId: team._id, name: 'Trench coat' },
      });
      const productId = created.body.data._id as string;
      await call(t, 'PUT', `product/${productId}`, {
        token: owner.token,
        body: { stage: 'design' },
      });
      const refused = await call(t, 'POST', 'product', {
        token: owner.token,
        body: { teamId: team._id, name: '' },
      });
      expect(refused.status).toBe(400);
      await call(t, 'DELETE', `product/${productId}`, { token: owner.token });
      await t.deliver();
      await flush(t, memberSocket, member.user.id);
      await flush(t, outsiderSocket, outsider.user.id);
      expect(heard).toEqual([
        { teamId: team._id, productId, change: 'created' },
        { teamId: team._id, productId, change: 'updated' },
        { teamId: team._id, productId, change: 'deleted' },
      ]);
      expect(overheard).toEqual([]);
    } finally {
      memberSocket.close();
      outsiderSocket.close();
    }
  });

  it('keeps no row of a live event it has delivered (issue 43 §3.19)', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    const member = await makeUser(t);
    await addMember(t, team._id, member.user.id, ['canViewProducts']);
    const memberSocket = await connect(url, member.token);
    const heard = inbox<{ productId: string }>(memberSocket, 'productChanged');
    try {
      const created = await call(t, 'POST', 'product', {
        token: owner.token,
        body: { teamId: team._id, name: 'Boxy linen shirt' },
      });
      const productId = created.body.data._id as string;
      const ofProduct = sql`${jobs.payload}->>'productId' = ${productId}`;
      const kinds = [productChanged.job.kind];
      const queued = await t.db
        .select()
        .from(jobs)
        .where(and(inArray(jobs.kind, kinds), ofProduct));
      expect(queued).toHaveLength(1);

      await t.deliver();
      await flush(t, memberSocket, member.user.id);
      expect(heard.map((event) => event.productId)).toContain(productId);
      const left = await t.db
        .select()
        .from(jobs)
        .where(and(inArray(jobs.kind, kinds), ofProduct));
      expect(left).toEqual([]);
    } finally {
      memberSocket.close();
    }
  });
});
