import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, call, makeProductWithImage, makeUser } from '../../test/factories.ts';
import { connect, flush, inbox, listen } from '../../test/sockets.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(() => t.close());

describe('live tech pack releases', () => {
  it("tell the team's open pages of each release after commit, not of a refused one, and nobody else", async () => {
    const owner = await makeUser(t);
    const { team, productId } = await makeProductWithImage(t, owner);
    const viewer = await makeUser(t);
    await addMember(t, team._id, viewer.user.id, ['canViewProducts']);
    const outsider = await makeUser(t);
    const viewerSocket = await connect(url, viewer.token);
    const outsiderSocket = await connect(url, outsider.token);
    const heard = inbox(viewerSocket, 'techpackReleased');
    const overheard = inbox(outsiderSocket, 'techpackReleased');
    const path = `product/${productId}/techpack`;
    try {
      expect((await call(t, 'POST', path, { token: owner.token, body: {} })).status).toBe(201);
      // Refused: a viewer's release, and one that changes nothing.
      expect((await call(t, 'POST', path, { token: viewer.token, body: {} })).status).toBe(403);
      expect((await call(t, 'POST', path, { token: owner.token, body: {} })).status).toBe(409);
      await t.deliver();
      await flush(t, viewerSocket, viewer.user.id);
      await flush(t, outsiderSocket, outsider.user.id);
      expect(heard).toEqual([{ teamId: team._id, productId, revision: 'A' }]);
      expect(overheard).toEqual([]);
    } finally {
      viewerSocket.close();
      outsiderSocket.close();
    }
  });
});
