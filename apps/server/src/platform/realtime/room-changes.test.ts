import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { connect, flush, inbox, listen, probe } from '../../test/sockets.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { transaction } from '../transaction.ts';
import { rooms } from './realtime.ts';
import { recordRoomChange } from './room-changes.ts';

let t: TestApp;
let url = '';
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(() => t.close());

async function memberWithSocket() {
  const owner = await makeUser(t);
  const team = await makeTeam(t, owner);
  const member = await makeUser(t);
  await addMember(t, team._id, member.user.id, ['canViewTeams']);
  const socket = await connect(url, member.token);
  return { owner, team, member, socket, heard: inbox(socket, 'team-probe') };
}

describe('room changes', () => {
  it('are applied by their job when the process died between the commit and the call', async () => {
    const { team, member, socket, heard } = await memberWithSocket();
    try {
      // What removeMember commits, without the call that would follow it: a crash.
      await transaction(t.app.ctx, async (tx) => {
        await tx
          .delete(teamMembers)
          .where(and(eq(teamMembers.teamId, team._id), eq(teamMembers.userId, member.user.id)));
        await recordRoomChange(tx, {
          change: 'teamMembership',
          userId: member.user.id,
          teamId: team._id,
        });
      });
      probe(t, rooms.team(team._id), 'team-probe', 'before the job');
      await flush(t, socket, member.user.id);
      expect(heard).toEqual(['before the job']);

      await t.deliver(); // the restarted process runs the recorded job
      probe(t, rooms.team(team._id), 'team-probe', 'after the job');
      await flush(t, socket, member.user.id);
      expect(heard).toEqual(['before the job']);
    } finally {
      socket.close();
    }
  });

  it('never undo a newer change when their job runs late', async () => {
    const { owner, team, member, socket, heard } = await memberWithSocket();
    try {
      const block = (blocked: boolean) =>
        call(
          t,
          'POST',
          `team/${team._id}/members/${member.user.id}/${blocked ? 'block' : 'unblock'}`,
          {
            token: owner.token,
          },
        );
      expect((await block(true)).status).toBe(200);
      expect((await block(false)).status).toBe(200);
      await t.deliver(); // both jobs, in any order: the membership now says "in"
      probe(t, rooms.team(team._id), 'team-probe', 'still in');
      await flush(t, socket, member.user.id);
      expect(heard).toEqual(['still in']);
    } finally {
      socket.close();
    }
  });
});
