/** Everything a team route could change, to assert that a refused call changed nothing. */
import { asc, count, eq } from 'drizzle-orm';
import {
  fitSessions,
  jobs,
  lineSheetLinks,
  materials,
  notifications,
  sampleRounds,
  teamInvites,
  teamJoinRequests,
  teamMembers,
  teams,
  users,
} from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';

export async function teamSnapshot(t: TestApp, teamId: string) {
  const [people] = await t.db.select({ n: count() }).from(users);
  const [queued] = await t.db.select({ n: count() }).from(jobs);
  const [notes] = await t.db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.teamId, teamId));
  return JSON.stringify({
    team: await t.db.select().from(teams).where(eq(teams.id, teamId)),
    members: await t.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.teamId, teamId))
      .orderBy(asc(teamMembers.id)),
    invites: await t.db
      .select()
      .from(teamInvites)
      .where(eq(teamInvites.teamId, teamId))
      .orderBy(asc(teamInvites.id)),
    requests: await t.db
      .select()
      .from(teamJoinRequests)
      .where(eq(teamJoinRequests.teamId, teamId))
      .orderBy(asc(teamJoinRequests.id)),
    users: people!.n,
    notifications: notes!.n,
    /** E-mails and notification deliveries waiting to go. */
    jobs: queued!.n,
    lineSheetLinks: await t.db
      .select()
      .from(lineSheetLinks)
      .where(eq(lineSheetLinks.teamId, teamId))
      .orderBy(asc(lineSheetLinks.id)),
    sampleRounds: await t.db
      .select()
      .from(sampleRounds)
      .where(eq(sampleRounds.teamId, teamId))
      .orderBy(asc(sampleRounds.id)),
    materials: await t.db
      .select()
      .from(materials)
      .where(eq(materials.teamId, teamId))
      .orderBy(asc(materials.id)),
    fitSessions: await t.db
      .select()
      .from(fitSessions)
      .where(eq(fitSessions.teamId, teamId))
      .orderBy(asc(fitSessions.id)),
  });
}
