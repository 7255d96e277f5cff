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

describe('live construction details', () => {
  it("tell the team's open pages of each change after commit, and nobody else", async () => {
    const owner = await makeUser(t);
    const { team, productId, imageId } = await makeProductWithImage(t, owner);
    const viewer = await makeUser(t);
    await addMember(t, team._id, viewer.user.id, ['canViewProducts']);
    const outsider = await makeUser(t);
    const viewerSocket = await connect(url, viewer.token);
    const outsiderSocket = await connect(url, outsider.token);
    const heard = inbox(viewerSocket, 'constructionChanged');
    const overheard = inbox(outsiderSocket, 'constructionChanged');
    const path = `product/${productId}/construction`;
    try {
      const added = await call(t, 'POST', `${path}/callouts`, {
        token: owner.token,
        body: { fileId: imageId, x: 0.5, y: 0.5, text: 'Bar tack' },
      });
      expect(added.status).toBe(201);
      // A refusal and notes already like this are not told.
      const refused = await call(t, 'PUT', `${path}/notes`, {
        token: viewer.token,
        body: { notes: 'Mine', revision: 0 },
      });
      expect(refused.status).toBe(403);
      const same = await call(t, 'PUT', `${path}/notes`, {
        token: owner.token,
        body: { notes: '', revision: 0 },
      });
      expect(same.status).toBe(200);
      const saved = await call(t, 'PUT', `${path}/notes`, {
        token: owner.token,
        body: { notes: 'Hem 3 cm', revision: 0 },
      });
      expect(saved.status).toBe(200);
      await t.deliver();
      await flush(t, viewerSocket, viewer.user.id);
      await flush(t, outsiderSocket, outsider.user.id);
      const change = { teamId: team._id, productId };
      expect(heard).toEqual([change, change]);
      expect(overheard).toEqual([]);
    } finally {
      viewerSocket.close();
      outsiderSocket.close();
    }
  });
});
