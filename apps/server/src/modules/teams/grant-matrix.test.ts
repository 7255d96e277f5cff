import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_ROLE_ID, DEFAULT_ROLES, messages, PERMISSION_KEYS } from '@atelier/domain';
import type { PermissionKey } from '@atelier/domain';
import { teamMembers, users } from '../../db/schema/index.ts';
import { addMember, call, invitationTokenFor, makeTeam, makeUser } from '../../test/factories.ts';
import { teamSnapshot } from '../../test/team-snapshot.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { GRANT_ACTORS, GRANT_MATRIX, GRANT_ROLES, GRANT_WAYS } from './grant-matrix.ts';
import type { GrantActor, GrantRole, GrantWay } from './grant-matrix.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sorted = (keys: readonly PermissionKey[]) => [...keys].sort();

/** The team's member row of the account with `email`, if any. */
async function memberByEmail(teamId: string, email: string) {
  const [row] = await t.db
    .select({ permissionArr: teamMembers.permissionArr })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(users.email, email)));
  return row;
}

/** A fresh team on the Teams plan (seats never interfere), the actor in it and the role asked for. */
async function scenario(actorKind: GrantActor, roleKind: GrantRole, way: GrantWay) {
  const owner = await makeUser(t, { planType: 'Teams' });
  const team = await makeTeam(t, owner);
  const keys = GRANT_ACTORS[actorKind];
  let actor = owner;
  if (keys !== 'owner') {
    actor = await makeUser(t, { planType: 'Pro' });
    await addMember(t, team._id, actor.user.id, [...keys]);
  }

  const role = GRANT_ROLES[roleKind];
  let roleId: string | undefined;
  let roleKeys: readonly PermissionKey[];
  if ('own' in role) {
    const created = await call(t, 'POST', 'role', {
      token: actor.token,
      body: { name: 'Their own', permissionArr: role.own },
    });
    expect(created.status).toBe(201);
    roleId = created.body.data._id;
    roleKeys = role.own;
  } else {
    roleId = role.builtIn;
    roleKeys = DEFAULT_ROLES.find(
      (r) => r.id === (roleId ?? DEFAULT_MEMBER_ROLE_ID),
    )!.permissionArr;
  }

  const email = `${randomUUID().slice(0, 8)}@grantee.test`;
  let requestId = '';
  if (way === 'acceptRequest') {
    const asker = await makeUser(t, { email });
    const asked = await call(t, 'POST', `team/${team._id}/requestJoin`, { token: asker.token });
    requestId = asked.body.data._id;
  }
  return { teamId: team._id, token: actor.token, roleId, roleKeys, email, requestId };
}

type Scenario = Awaited<ReturnType<typeof scenario>>;

const withRole = (s: Scenario) => (s.roleId ? { roleId: s.roleId } : {});

const give: Record<GrantWay, (s: Scenario) => ReturnType<typeof call>> = {
  invite: (s) =>
    call(t, 'POST', `team/${s.teamId}/invite`, {
      token: s.token,
      body: { emails: [s.email], ...withRole(s) },
    }),
  acceptRequest: (s) =>
    call(t, 'POST', `team/${s.teamId}/requests/${s.requestId}/accept`, {
      token: s.token,
      ...(s.roleId ? { body: withRole(s) } : {}),
    }),
  createUser: (s) =>
    call(t, 'POST', 'users', {
      token: s.token,
      body: { firstName: 'Grace', email: s.email, teamId: s.teamId, ...withRole(s) },
    }),
};

const okStatus: Record<GrantWay, number> = { invite: 200, acceptRequest: 200, createUser: 201 };

/** An invitation gives its role only when it is used: the invited person signs up and joins. */
async function joinFromInvitation(email: string) {
  const token = await invitationTokenFor(t, email);
  const invitee = await makeUser(t, { email });
  const joined = await call(t, 'POST', 'team/join', { token: invitee.token, body: { token } });
  expect(joined.status).toBe(200);
}

const cases = (Object.keys(GRANT_MATRIX) as GrantActor[]).flatMap((actor) =>
  (Object.keys(GRANT_ROLES) as GrantRole[]).flatMap((role) =>
    GRANT_WAYS.map((way) => [actor, role, way, GRANT_MATRIX[actor][role]] as const),
  ),
);

describe('giving a role (actor × role × way)', () => {
  it.each(cases)('%s giving %s by %s: %s', async (actorKind, roleKind, way, expected) => {
    const s = await scenario(actorKind, roleKind, way);
    const before = await teamSnapshot(t, s.teamId);
    const res = await give[way](s);

    if (expected === 403) {
      expect(res.status).toBe(403);
      expect(res.body.responseMessage).toBe(messages.grantBeyondOwn);
      expect(await teamSnapshot(t, s.teamId)).toBe(before);
      return;
    }
    expect(res.status).toBe(okStatus[way]);
    if (way === 'invite') await joinFromInvitation(s.email);
    const member = await memberByEmail(s.teamId, s.email);
    expect(sorted(member!.permissionArr)).toEqual(sorted(s.roleKeys));
  });
});

describe('a role given by invitation stays within its giver’s keys until it is used', () => {
  async function invitedByMember() {
    const owner = await makeUser(t, { planType: 'Teams' });
    const team = await makeTeam(t, owner);
    const member = await makeUser(t, { planType: 'Pro' });
    await addMember(t, team._id, member.user.id, ['canViewTeams', 'canAddMember']);
    const role = await call(t, 'POST', 'role', {
      token: member.token,
      body: { name: 'Looker', permissionArr: ['canViewTeams'] },
    });
    const email = `${randomUUID().slice(0, 8)}@grantee.test`;
    const invited = await call(t, 'POST', `team/${team._id}/invite`, {
      token: member.token,
      body: { emails: [email], roleId: role.body.data._id },
    });
    expect(invited.status).toBe(200);
    const token = await invitationTokenFor(t, email);
    const invitee = await makeUser(t, { email });
    const join = () => call(t, 'POST', 'team/join', { token: invitee.token, body: { token } });
    return { owner, team, member, roleId: role.body.data._id as string, email, join };
  }

  it('refuses the invitation once its role was widened past the inviter’s keys', async () => {
    const { team, member, roleId, email, join } = await invitedByMember();
    const widened = await call(t, 'PUT', `role/${roleId}`, {
      token: member.token,
      body: { name: 'Looker', permissionArr: [...PERMISSION_KEYS] },
    });
    expect(widened.status).toBe(200);

    const res = await join();
    expect(res.status).toBe(404);
    expect(res.body.responseMessage).toBe(messages.invitationInvalid);
    expect(await memberByEmail(team._id, email)).toBeUndefined();
  });

  it('refuses the invitation of a member removed since', async () => {
    const { owner, team, member, email, join } = await invitedByMember();
    await call(t, 'DELETE', `team/${team._id}/members/${member.user.id}`, { token: owner.token });

    const res = await join();
    expect(res.status).toBe(404);
    expect(res.body.responseMessage).toBe(messages.invitationInvalid);
    expect(await memberByEmail(team._id, email)).toBeUndefined();
  });

  it('gives the role when the inviter still may', async () => {
    const { team, email, join } = await invitedByMember();
    expect((await join()).status).toBe(200);
    expect((await memberByEmail(team._id, email))!.permissionArr).toEqual(['canViewTeams']);
  });
});
