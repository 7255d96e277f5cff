/**
 * Which sockets hear what changes with the data: a member joins or leaves a team, a team is
 * deleted, a session or an account is signed out. Each change is applied at once after its action
 * commits, and is also recorded as a job in the action's transaction, so a crash between the
 * commit and the call, or another instance holding the sockets, changes nothing: the job applies
 * it again from what the database says then (so a late job never undoes a newer change).
 */
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { defineJob } from '../jobs/define-job.ts';
import { enqueue } from '../jobs/enqueue.ts';
import type { Realtime } from './realtime.ts';

const ZRoomChange = z.discriminatedUnion('change', [
  /** Join or leave the team's room, whichever the membership now says. */
  z.object({ change: z.literal('teamMembership'), userId: z.uuid(), teamId: z.uuid() }),
  z.object({ change: z.literal('teamDeleted'), teamId: z.uuid() }),
  z.object({ change: z.literal('sessionEnded'), sessionId: z.uuid() }),
  z.object({ change: z.literal('userSignedOut'), userId: z.uuid() }),
]);
export type RoomChange = z.infer<typeof ZRoomChange>;

export const roomChangesJob = defineJob({
  kind: 'realtime.room-change',
  payload: ZRoomChange,
  concurrency: 4,
  // Applied once, never read again: gone when done, like a delivered live event.
  forgetWhenDone: true,
});

/** Records the change in the action's transaction; apply it with `applyRoomChange` after commit. */
export async function recordRoomChange(executor: Executor, change: RoomChange) {
  await enqueue(executor, roomChangesJob, change);
}

/** Makes the sockets match: `isTeamMember` answers from the database at the time it runs. */
export async function applyRoomChange(
  realtime: Realtime,
  change: RoomChange,
  isTeamMember: (userId: string, teamId: string) => Promise<boolean>,
) {
  switch (change.change) {
    case 'teamMembership':
      if (await isTeamMember(change.userId, change.teamId)) {
        realtime.joinTeam(change.userId, change.teamId);
      } else {
        realtime.leaveTeam(change.userId, change.teamId);
      }
      return;
    case 'teamDeleted':
      realtime.closeTeam(change.teamId);
      return;
    case 'sessionEnded':
      realtime.endSession(change.sessionId);
      return;
    case 'userSignedOut':
      realtime.endUser(change.userId);
  }
}
