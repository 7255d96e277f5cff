import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, PERMISSION_KEYS, POLICY_ACTIONS } from '@atelier/domain';
import type { PermissionKey } from '@atelier/domain';
import { addMember, addSupplierPerson, call, makeTeam, makeUser } from '../../test/factories.ts';
import { outcomeOf, policyWorld } from '../../test/policy-world.ts';
import { teamSnapshot } from '../../test/team-snapshot.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { ACTOR_KINDS, HIDDEN, keysOf, keysWithout, OK } from './matrix.ts';
import type { ActorKind, Outcome } from './matrix.ts';
import { authorize } from './policy.ts';
import { TEAM_MATRIX } from './team-matrix.ts';
import type { TeamMatrixIds, TeamMatrixRow, TeamRoute } from './team-matrix.ts';

let t: TestApp;
let world: Awaited<ReturnType<typeof policyWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  world = await policyWorld(t);
});
afterAll(() => t.close());

const team = () => ({ kind: 'team' as const, teamId: world.teamId });

describe('the team matrix, asked of the policy', () => {
  it('has one row per action a team answers', () => {
    expect(TEAM_MATRIX.map((row) => row.action).sort()).toEqual([...POLICY_ACTIONS].sort());
  });

  const cells = TEAM_MATRIX.flatMap((row) =>
    ACTOR_KINDS.map((kind) => [row.action, kind, row.expect[kind], row] as const),
  );
  it.each(cells)('%s as %s answers %s', async (action, kind, outcome, row) => {
    const actor = await world.actor(kind, keysOf(row.keys));
    expect(await outcomeOf(authorize(t.db, actor, action, team()))).toBe(outcome);
  });

  const missing = TEAM_MATRIX.flatMap((row) =>
    keysOf(row.keys).map((key) => [row.action, key, row.keys[key], row] as const),
  );
  it.each(missing)('%s without %s answers %s', async (action, key, outcome, row) => {
    const actor = await world.member(keysWithout(row.keys, key));
    expect(await outcomeOf(authorize(t.db, actor, action, team()))).toBe(outcome);
  });
});

/** The signed-in kinds: share-link visitors have no team routes to call. */
const SIGNED_IN = ACTOR_KINDS.filter((kind) => !kind.startsWith('shareLink'));

/** A fresh team (routes change it) with a member, a colour, and the actor of `kind` in it. */
async function scenario(row: TeamMatrixRow, kind: ActorKind) {
  const owner = await makeUser(t, { planType: 'Teams' });
  const { _id: teamId } = await makeTeam(t, owner);
  const target = await makeUser(t);
  await addMember(t, teamId, target.user.id, ['canViewTeams']);
  const colour = await call(t, 'POST', 'colour', {
    token: owner.token,
    body: { teamId, name: 'First', code: 'F-1', hexCode: '#102030' },
  });
  const ids: TeamMatrixIds = { teamId, targetId: target.user.id, colourId: colour.body.data._id };

  const member = async (keys: PermissionKey[], status: 'active' | 'blocked' = 'active') => {
    const actor = await makeUser(t);
    await addMember(t, teamId, actor.user.id, keys, status);
    return actor.token;
  };
  const supplierToken = async () => {
    const actor = await makeUser(t);
    await addSupplierPerson(t, teamId, actor.user.id);
    return actor.token;
  };
  const keys = keysOf(row.keys);
  const tokens: Partial<Record<ActorKind, () => Promise<string>>> = {
    owner: async () => owner.token,
    memberWithKeys: () => member(keys),
    memberWithoutKeys: () => member(PERMISSION_KEYS.filter((key) => !keys.includes(key))),
    blockedMember: () => member([...PERMISSION_KEYS], 'blocked'),
    nonMember: async () => {
      const stranger = await makeUser(t);
      await makeTeam(t, stranger);
      return stranger.token;
    },
    // A supplier's people act on their products only: every team route is 404 to them.
    supplier: () => supplierToken(),
    supplierOtherProduct: () => supplierToken(),
  };
  return { ids, token: await tokens[kind]!() };
}

function outcomeOfResponse(res: { status: number; body: { responseMessage: string } }): Outcome {
  if (res.status < 300) return OK;
  if (res.status === 404 && res.body.responseMessage === messages.noRecord) return HIDDEN;
  if (res.status === 403) return res.body.responseMessage;
  return `${res.status} ${res.body.responseMessage}`;
}

describe('the team matrix, through the real routes', () => {
  /** A route as its contract names it, e.g. 'GET team/:teamId/sampleRounds'. */
  const named = (route: TeamRoute) =>
    `${route.method} ${route.path({ teamId: ':teamId', targetId: ':userId', colourId: ':id' })}`;
  const cells = TEAM_MATRIX.flatMap((row) =>
    (row.routes ?? []).flatMap((route) =>
      SIGNED_IN.map(
        (kind) => [row.action, named(route), kind, row.expect[kind], row, route] as const,
      ),
    ),
  );
  it.each(cells)('%s (%s) as %s answers %s', async (_action, _route, kind, outcome, row, route) => {
    const { ids, token } = await scenario(row, kind);
    const before = await teamSnapshot(t, ids.teamId);
    const res = await call(t, route.method, route.path(ids), {
      token,
      ...(route.body ? { body: route.body(ids) } : {}),
    });
    expect(outcomeOfResponse(res)).toBe(outcome);
    if (outcome !== OK) expect(await teamSnapshot(t, ids.teamId)).toBe(before);
  });
});
