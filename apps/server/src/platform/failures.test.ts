import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../test/factories.ts';
import { connect, listen } from '../test/sockets.ts';
import { createTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { forbidden } from './http/errors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logs: 'warn' });
});
afterAll(() => t.close());

describe('a socket event whose handler fails', () => {
  it('is logged once with its cause and counted; a refusal is not a failure', async () => {
    const broken = new Error('typing store unreachable');
    let next: Error = broken;
    t.app.ctx.realtime.handle('typing', () => Promise.reject(next));
    const url = await listen(t);
    const { user, token } = await makeUser(t);
    const socket = await connect(url, token);
    try {
      socket.emit('typing', { teamId: 'x', conversationId: 'y' });
      await expect
        .poll(() => t.logs.filter((line) => line.failure === 'socketHandler'))
        .toEqual([
          expect.objectContaining({
            level: 40,
            msg: 'a socket event’s handler failed',
            event: 'typing',
            userId: user.id,
            count: 1,
            err: expect.objectContaining({ message: 'typing store unreachable' }),
          }),
        ]);
      expect(t.app.ctx.failures.counts().socketHandler).toBe(1);
    } finally {
      socket.close();
    }
    // A new connection (the handler heard at most once a second per socket) that is refused.
    next = forbidden('Not yours.');
    const again = await connect(url, token);
    try {
      again.emit('typing', { teamId: 'x', conversationId: 'y' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(t.app.ctx.failures.counts().socketHandler).toBe(1);
    } finally {
      again.close();
    }
  });
});
