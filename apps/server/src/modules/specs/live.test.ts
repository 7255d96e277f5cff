import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeUser } from '../../test/factories.ts';
import { LETTERS, measurementStudio } from '../../test/measurements.ts';
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

describe('the live spec sheet', () => {
  it("tells the team's open pages of each new revision after commit, and nobody else", async () => {
    const { editor, viewer, team, pom, productId } = await measurementStudio(t);
    const outsider = await makeUser(t);
    const viewerSocket = await connect(url, viewer.token);
    const outsiderSocket = await connect(url, outsider.token);
    const heard = inbox(viewerSocket, 'specChanged');
    const overheard = inbox(outsiderSocket, 'specChanged');
    const body = (base: number, revision: number) => ({
      revision,
      unit: 'cm',
      sizes: LETTERS,
      baseSize: 'M',
      rows: [{ pomId: pom('T01')._id, base, gradeRule: 1.5 }],
    });
    const put = (base: number, revision: number) =>
      call(t, 'PUT', `product/${productId}/spec`, {
        token: editor.token,
        body: body(base, revision),
      });
    try {
      expect((await put(70, 0)).status).toBe(200);
      // The same sheet again is no revision, and a stale one is refused: neither is told.
      expect((await put(70, 1)).status).toBe(200);
      expect((await put(71, 0)).status).toBe(409);
      expect((await put(71, 1)).status).toBe(200);
      await t.deliver();
      await flush(t, viewerSocket, viewer.user.id);
      await flush(t, outsiderSocket, outsider.user.id);
      expect(heard).toEqual([
        { teamId: team._id, productId, revision: 1 },
        { teamId: team._id, productId, revision: 2 },
      ]);
      expect(overheard).toEqual([]);
    } finally {
      viewerSocket.close();
      outsiderSocket.close();
    }
  });
});
