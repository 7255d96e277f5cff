import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_KINDS } from '@atelier/domain';
import { colourFavorites } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

/** How I stand in each team: owner, active member, blocked, removed, never in. */
type Standing = 'owned' | 'joined' | 'blocked' | 'removed' | 'foreign';

let t: TestApp;
let me: Awaited<ReturnType<typeof makeUser>>;
/** Per team: its id and the people in it besides me (its owner and an active colleague). */
const stocks = new Map<Standing, { teamId: string; people: string[] }>();
const teamOf = (standing: Standing) => stocks.get(standing)!.teamId;

/** A team with one entry of every catalogue kind, a colour and an active colleague. */
async function stock(owner: { token: string; user: { id: string } }, standing: Standing) {
  const { _id: teamId } = await makeTeam(t, owner);
  let categoryId = '';
  for (const kind of CATALOGUE_KINDS) {
    const body =
      kind === 'subCategory' ? { categoryId, name: standing } : { teamId, name: standing };
    const res = await call(t, 'POST', kind, { token: owner.token, body });
    expect(res.status, kind).toBe(201);
    if (kind === 'category') categoryId = res.body.data._id;
  }
  const colour = await call(t, 'POST', 'colour', {
    token: owner.token,
    body: { teamId, name: standing, code: standing, hexCode: '#102030' },
  });
  const colleague = await makeUser(t);
  await addMember(t, teamId, colleague.user.id, ['canViewTeams']);
  stocks.set(standing, { teamId, people: [owner.user.id, colleague.user.id] });
  return { teamId, colourId: colour.body.data._id as string };
}

beforeAll(async () => {
  t = await createTestApp();
  me = await makeUser(t);
  const favourite = (colourId: string) =>
    call(t, 'POST', 'colour/favorite', { token: me.token, body: { colourId } });

  const owned = await stock(me, 'owned');
  await favourite(owned.colourId);
  for (const standing of ['joined', 'blocked', 'removed'] as const) {
    const owner = await makeUser(t, { planType: 'Teams' });
    const team = await stock(owner, standing);
    await addMember(t, team.teamId, me.user.id, ['canViewTeams']);
    expect((await favourite(team.colourId)).status).toBe(200);
    if (standing === 'blocked') {
      await addMember(t, team.teamId, me.user.id, ['canViewTeams'], 'blocked');
    }
    if (standing === 'removed') {
      const path = `team/${team.teamId}/members/${me.user.id}`;
      expect((await call(t, 'DELETE', path, { token: owner.token })).status).toBe(200);
    }
  }
  const foreign = await stock(await makeUser(t), 'foreign');
  // A favourite row in a team I never saw: only the scope of the query keeps it out.
  await t.db.insert(colourFavorites).values({ userId: me.user.id, colourId: foreign.colourId });
});
afterAll(() => t.close());

const sorted = (ids: string[]) => [...new Set(ids)].sort();
const visible = () => sorted([teamOf('owned'), teamOf('joined')]);

describe("the visibility fragment hides other teams' rows", () => {
  it.each([...CATALOGUE_KINDS, 'colour', 'colour/favorite'])(
    'in %s, listed and counted',
    async (path) => {
      const page = await call(t, 'GET', `${path}?limit=10`, { token: me.token });
      expect(page.status).toBe(200);
      const teamIds = (page.body.data as { teamId: string }[]).map((row) => row.teamId);
      expect(sorted(teamIds)).toEqual(visible());
      const past = await call(t, 'GET', `${path}?limit=10&page=2`, { token: me.token });
      expect(past.body.data).toEqual([]);
      expect(past.body.pagination.total).toBe(2);
    },
  );

  it('in the team list, which keeps the teams I am blocked in', async () => {
    const page = await call(t, 'GET', 'team/getUserTeamList?limit=10', { token: me.token });
    const ids = (page.body.data as { _id: string }[]).map((team) => team._id);
    expect(sorted(ids)).toEqual(sorted([...visible(), teamOf('blocked')]));
    const past = await call(t, 'GET', 'team/getUserTeamList?limit=10&page=2', {
      token: me.token,
    });
    expect(past.body.pagination.total).toBe(3);
  });

  it('in teamRolePermissions', async () => {
    const profile = await call(t, 'GET', 'auth/getProfile', { token: me.token });
    const entries = profile.body.data.teamRolePermissions as { teamId: string }[];
    expect(sorted(entries.map((entry) => entry.teamId))).toEqual(visible());
  });

  it.each(['users?limit=10', 'users/allUsers'])('in the people of %s', async (path) => {
    const page = await call(t, 'GET', path, { token: me.token });
    expect(page.status).toBe(200);
    const ids = (page.body.data as { _id: string }[]).map((person) => person._id);
    const colleagues = [...stocks.get('owned')!.people, ...stocks.get('joined')!.people];
    expect(sorted(ids)).toEqual(sorted(colleagues.filter((id) => id !== me.user.id)));
  });
});
