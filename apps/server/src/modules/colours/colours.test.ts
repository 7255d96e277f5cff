import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { colourFavorites, colours } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ownerWithTeam() {
  const owner = await makeUser(t);
  const team = await makeTeam(t, owner);
  return { owner, team };
}

let codes = 0;
async function addColour(
  token: string,
  teamId: string,
  fields: Partial<{ name: string; code: string; hexCode: string }> = {},
) {
  codes += 1;
  const res = await call(t, 'POST', 'colour', {
    token,
    body: { teamId, name: `Colour ${codes}`, code: `C-${codes}`, hexCode: '#336699', ...fields },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string; name: string; code: string; hexCode: string };
}

describe('colours', () => {
  it('are added, read, edited and deleted with the SPEC texts; the hex code is normalised', async () => {
    const { owner, team } = await ownerWithTeam();
    const created = await call(t, 'POST', 'colour', {
      token: owner.token,
      body: { teamId: team._id, name: ' Classic Blue ', code: '19-4052 TCX', hexCode: '0f4c81' },
    });
    expect(created.status).toBe(201);
    expect(created.body.responseMessage).toBe('Colour added successfully.');
    expect(created.body.data).toMatchObject({
      teamId: team._id,
      name: 'Classic Blue',
      code: '19-4052 TCX',
      hexCode: '#0F4C81',
      isFavorite: false,
      policies: { update: true, delete: true },
    });
    const id = created.body.data._id;
    expect((await call(t, 'GET', `colour/${id}`, { token: owner.token })).body.data).toEqual(
      created.body.data,
    );

    const edited = await call(t, 'PUT', `colour/${id}`, {
      token: owner.token,
      body: { name: 'Very Peri', code: '17-3938 TCX', hexCode: '#6667ab' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.responseMessage).toBe('Colour updated successfully.');
    expect(edited.body.data).toMatchObject({ name: 'Very Peri', hexCode: '#6667AB' });

    const removed = await call(t, 'DELETE', `colour/${id}`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body.responseMessage).toBe('Colour deleted successfully.');
    expect((await call(t, 'GET', `colour/${id}`, { token: owner.token })).status).toBe(404);
  });

  it.each([
    [{ name: undefined }, 'name', 'Colour name is required.'],
    [{ name: '  ' }, 'name', 'Colour name is required.'],
    [{ name: 'n'.repeat(61) }, 'name', 'Colour name should not increase 60 characters'],
    [{ code: undefined }, 'code', 'Code is required.'],
    [{ code: '' }, 'code', 'Code is required.'],
    [{ code: 'c'.repeat(31) }, 'code', 'Code should not increase 30 characters'],
    [{ hexCode: undefined }, 'hexCode', 'Hex code is required.'],
    [{ hexCode: ' ' }, 'hexCode', 'Hex code is required.'],
    [{ hexCode: '#12345' }, 'hexCode', 'Hex code must be correct.'],
    [{ hexCode: '#1234567' }, 'hexCode', 'Hex code must be correct.'],
    [{ hexCode: '#GGGGGG' }, 'hexCode', 'Hex code must be correct.'],
    [{ hexCode: '#FFFF' }, 'hexCode', 'Hex code must be correct.'],
    [{ hexCode: 'blue' }, 'hexCode', 'Hex code must be correct.'],
    [{ hexCode: '##123456' }, 'hexCode', 'Hex code must be correct.'],
    [{ hexCode: 'x'.repeat(500) }, 'hexCode', 'Hex code must be correct.'],
    [{ teamId: undefined }, 'teamId', 'Please select a team.'],
  ])('refuses %j with its text', async (fields, field, message) => {
    const { owner, team } = await ownerWithTeam();
    const res = await call(t, 'POST', 'colour', {
      token: owner.token,
      body: { teamId: team._id, name: 'Red', code: 'R-1', hexCode: '#FF0000', ...fields },
    });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(res.body.data.errors).toMatchObject([{ field, message }]);
  });

  it('names every missing field at once', async () => {
    const { owner, team } = await ownerWithTeam();
    const res = await call(t, 'POST', 'colour', { token: owner.token, body: { teamId: team._id } });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toMatchObject([
      { field: 'name', message: 'Colour name is required.' },
      { field: 'code', message: 'Code is required.' },
      { field: 'hexCode', message: 'Hex code is required.' },
    ]);
  });

  it('refuse a code the team already uses, ignoring case, with 409', async () => {
    const { owner, team } = await ownerWithTeam();
    const first = await addColour(owner.token, team._id, { code: '11-0601 TCX' });
    const again = await call(t, 'POST', 'colour', {
      token: owner.token,
      body: { teamId: team._id, name: 'Other', code: '11-0601 tcx', hexCode: '#FFFFFF' },
    });
    expect(again.status).toBe(409);
    expect(again.body.responseMessage).toBe('A colour with this code already exists.');
    const second = await addColour(owner.token, team._id);
    const clash = await call(t, 'PUT', `colour/${second._id}`, {
      token: owner.token,
      body: { name: 'x', code: first.code.toUpperCase(), hexCode: '#000000' },
    });
    expect(clash.status).toBe(409);
    const other = await ownerWithTeam();
    await addColour(other.owner.token, other.team._id, { code: '11-0601 TCX' });
  });

  it('are listed per team with pagination, search and sort, never from other teams', async () => {
    const { owner, team } = await ownerWithTeam();
    const theirs = await ownerWithTeam();
    await addColour(theirs.owner.token, theirs.team._id, { name: 'Foreign red' });
    for (let i = 0; i < 12; i += 1) {
      await addColour(owner.token, team._id, {
        name: `Red ${String(i).padStart(2, '0')}`,
        code: `R-${String(12 - i).padStart(2, '0')}`,
        hexCode: `#FF00${String(i).padStart(2, '0')}`,
      });
    }
    await addColour(owner.token, team._id, { name: 'Navy', code: 'N-1', hexCode: '#000080' });

    const page2 = await call(
      t,
      'GET',
      `colour?teamId=${team._id}&limit=10&page=2&sortBy=name&orderBy=asc`,
      {
        token: owner.token,
      },
    );
    expect(page2.body.pagination).toEqual({ page: 2, limit: 10, total: 13 });
    expect(page2.body.data.map((c: { name: string }) => c.name)).toEqual([
      'Red 09',
      'Red 10',
      'Red 11',
    ]);
    const byCode = await call(
      t,
      'GET',
      `colour?teamId=${team._id}&limit=10&sortBy=code&orderBy=asc`,
      {
        token: owner.token,
      },
    );
    expect(byCode.body.data[0].code).toBe('N-1');
    expect(byCode.body.data[1].code).toBe('R-01');

    const search = async (text: string) =>
      (await call(t, 'GET', `colour?search=${encodeURIComponent(text)}`, { token: owner.token }))
        .body.pagination.total;
    expect(await search('red')).toBe(12);
    expect(await search('n-1')).toBe(1);
    expect(await search('#000080')).toBe(1);
    expect(await search('foreign')).toBe(0);

    expect((await call(t, 'GET', 'colour?limit=20', { token: owner.token })).status).toBe(400);
    const foreign = await call(t, 'GET', `colour?teamId=${theirs.team._id}`, {
      token: owner.token,
    });
    expect(foreign.status).toBe(404);
  });

  it("answer 404 for another team's colours and change nothing", async () => {
    const mine = await ownerWithTeam();
    const theirs = await ownerWithTeam();
    const secret = await addColour(theirs.owner.token, theirs.team._id);
    for (const [method, path, body] of [
      ['GET', `colour/${secret._id}`, undefined],
      ['PUT', `colour/${secret._id}`, { name: 'x', code: 'y', hexCode: '#000000' }],
      ['DELETE', `colour/${secret._id}`, undefined],
      ['POST', 'colour/favorite', { colourId: secret._id }],
      ['GET', `colour/colorByTeam/${theirs.team._id}`, undefined],
      ['POST', 'colour/import', { teamId: theirs.team._id, text: '#FFFFFF' }],
      ['POST', 'colour', { teamId: theirs.team._id, name: 'x', code: 'y', hexCode: '#000000' }],
    ] as const) {
      const res = await call(t, method, path, {
        token: mine.owner.token,
        ...(body ? { body } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.responseMessage).toBe('No Record Found.');
    }
    const rows = await t.db.select().from(colours).where(eq(colours.teamId, theirs.team._id));
    expect(rows.map((row) => [row.name, row.code])).toEqual([[secret.name, secret.code]]);
    expect(
      await t.db
        .select()
        .from(colourFavorites)
        .where(eq(colourFavorites.userId, mine.owner.user.id)),
    ).toEqual([]);
  });
});

describe('favourites', () => {
  it('toggle per user, show in lists and the grid, and list newest first', async () => {
    const { owner, team } = await ownerWithTeam();
    const member = await makeUser(t);
    await addMember(t, team._id, member.user.id, []);
    const blue = await addColour(owner.token, team._id, { name: 'Blue' });
    const green = await addColour(owner.token, team._id, { name: 'Green' });

    const on = await call(t, 'POST', 'colour/favorite', {
      token: member.token,
      body: { colourId: blue._id },
    });
    expect(on.status).toBe(200);
    expect(on.body.responseMessage).toBe('Colour added to favourites.');
    expect(on.body.data).toEqual({ colourId: blue._id, isFavorite: true });
    await call(t, 'POST', 'colour/favorite', {
      token: member.token,
      body: { colourId: green._id },
    });

    const mine = await call(t, 'GET', 'colour/favorite', { token: member.token });
    expect(mine.body.data.map((c: { name: string }) => c.name)).toEqual(['Green', 'Blue']);
    expect(mine.body.pagination).toEqual({ page: 1, limit: 100, total: 2 });
    expect(mine.body.data.every((c: { isFavorite: boolean }) => c.isFavorite)).toBe(true);
    // Only mine: the owner has none.
    expect((await call(t, 'GET', 'colour/favorite', { token: owner.token })).body.data).toEqual([]);
    const ownerView = await call(t, 'GET', `colour/${blue._id}`, { token: owner.token });
    expect(ownerView.body.data.isFavorite).toBe(false);
    const memberView = await call(t, 'GET', `colour?teamId=${team._id}&sortBy=name&orderBy=asc`, {
      token: member.token,
    });
    expect(memberView.body.data.map((c: { isFavorite: boolean }) => c.isFavorite)).toEqual([
      true,
      true,
    ]);

    const off = await call(t, 'POST', 'colour/favorite', {
      token: member.token,
      body: { colourId: blue._id },
    });
    expect(off.body.responseMessage).toBe('Colour removed from favourites.');
    expect(off.body.data).toEqual({ colourId: blue._id, isFavorite: false });
    const grid = await call(t, 'GET', `colour/colorByTeam/${team._id}`, { token: member.token });
    expect(
      grid.body.data.map((c: { name: string; isFavorite: boolean }) => [c.name, c.isFavorite]),
    ).toEqual([
      ['Blue', false],
      ['Green', true],
    ]);
  });

  it('only come from teams I can still see, and go with their colour', async () => {
    const { owner, team } = await ownerWithTeam();
    const other = await ownerWithTeam();
    const member = await makeUser(t);
    await addMember(t, team._id, member.user.id, []);
    await addMember(t, other.team._id, member.user.id, []);
    const blue = await addColour(owner.token, team._id, { name: 'Blue' });
    const pink = await addColour(other.owner.token, other.team._id, { name: 'Pink' });
    for (const colour of [blue, pink]) {
      await call(t, 'POST', 'colour/favorite', {
        token: member.token,
        body: { colourId: colour._id },
      });
    }
    const names = async (query = '') =>
      (await call(t, 'GET', `colour/favorite${query}`, { token: member.token })).body.data.map(
        (c: { name: string }) => c.name,
      );
    expect(await names()).toEqual(['Pink', 'Blue']);
    expect(await names(`?teamId=${team._id}`)).toEqual(['Blue']);

    await addMember(t, other.team._id, member.user.id, [], 'blocked');
    expect(await names()).toEqual(['Blue']);
    const blocked = await call(t, 'GET', `colour/favorite?teamId=${other.team._id}`, {
      token: member.token,
    });
    expect(blocked.status).toBe(403);

    await call(t, 'DELETE', `colour/${blue._id}`, { token: owner.token });
    expect(await names()).toEqual([]);
    expect(
      await t.db.select().from(colourFavorites).where(eq(colourFavorites.colourId, blue._id)),
    ).toEqual([]);
  });

  it('page in the database', async () => {
    const { owner, team } = await ownerWithTeam();
    for (let i = 0; i < 11; i += 1) {
      const colour = await addColour(owner.token, team._id);
      await call(t, 'POST', 'colour/favorite', {
        token: owner.token,
        body: { colourId: colour._id },
      });
    }
    const page2 = await call(t, 'GET', 'colour/favorite?limit=10&page=2', { token: owner.token });
    expect(page2.body.pagination).toEqual({ page: 2, limit: 10, total: 11 });
    expect(page2.body.data).toHaveLength(1);
    const past = await call(t, 'GET', 'colour/favorite?limit=10&page=3', { token: owner.token });
    expect(past.body.pagination).toEqual({ page: 3, limit: 10, total: 11 });
    expect((await call(t, 'GET', 'colour/favorite?limit=25', { token: owner.token })).status).toBe(
      400,
    );
  });

  it('can be searched by name, code or hex, counted alike', async () => {
    const { owner, team } = await ownerWithTeam();
    const bordeaux = await addColour(owner.token, team._id, {
      name: 'Bordeaux',
      hexCode: '#8A1538',
    });
    const saffron = await addColour(owner.token, team._id, { name: 'Saffron', code: 'SF-1' });
    await addColour(owner.token, team._id, { name: 'Bordeaux light' });
    for (const colour of [bordeaux, saffron]) {
      await call(t, 'POST', 'colour/favorite', {
        token: owner.token,
        body: { colourId: colour._id },
      });
    }
    const search = async (text: string) => {
      const res = await call(t, 'GET', `colour/favorite?teamId=${team._id}&search=${text}`, {
        token: owner.token,
      });
      return [res.body.data.map((c: { name: string }) => c.name), res.body.pagination.total];
    };
    expect(await search('bord')).toEqual([['Bordeaux'], 1]);
    expect(await search('sf-')).toEqual([['Saffron'], 1]);
    expect(await search('8a15')).toEqual([['Bordeaux'], 1]);
    expect(await search('teal')).toEqual([[], 0]);
  });

  it('need a colour id', async () => {
    const { owner } = await ownerWithTeam();
    const missing = await call(t, 'POST', 'colour/favorite', { token: owner.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.responseMessage).toBe('No Record Found.');
    const unknown = await call(t, 'POST', 'colour/favorite', {
      token: owner.token,
      body: { colourId: randomUUID() },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('GET colour/colorByTeam/{teamId}', () => {
  it('answers the whole team by name, at most 1000', async () => {
    const { owner, team } = await ownerWithTeam();
    await t.db.insert(colours).values(
      Array.from({ length: 1005 }, (_, i) => ({
        teamId: team._id,
        name: `Shade ${String(i).padStart(4, '0')}`,
        code: `S-${i}`,
        hexCode: '#123456',
      })),
    );
    const res = await call(t, 'GET', `colour/colorByTeam/${team._id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1000);
    expect(res.body.data[0].name).toBe('Shade 0000');
    expect(res.body.data[999].name).toBe('Shade 0999');
  });
});

async function lastAnalyse() {
  const [table] = await rows<{ last_analyze: unknown }>(
    t.db,
    sql`SELECT last_analyze FROM pg_stat_user_tables WHERE relname = 'colours'`,
  );
  return table?.last_analyze ?? null;
}

describe('POST colour/import', () => {
  it('refreshes the planner statistics, so the next page reads the index to its LIMIT', async () => {
    const { owner, team } = await ownerWithTeam();
    const before = await lastAnalyse();
    const res = await call(t, 'POST', 'colour/import', {
      token: owner.token,
      body: { teamId: team._id, text: '#101010 #202020 #303030' },
    });
    expect(res.status).toBe(200);
    const after = await lastAnalyse();
    expect(after).not.toBeNull();
    expect(after).not.toEqual(before);
  });

  it('keeps the good rows and reports the bad ones with their line', async () => {
    const { owner, team } = await ownerWithTeam();
    await addColour(owner.token, team._id, { name: 'Existing', code: '19-4052 TCX' });
    const text = [
      'name,code,hex',
      'Classic Blue,19-4052 tcx,#0F4C81',
      '"Red, bright",18-1664 TCX,ff0000',
      'Nameless,,#00FF00',
      'Wrong,11-1111 TCX,#GG0000',
      'only two,fields',
      '',
      'Mint;12-5408 TCX;#9ED9C5',
      'Again,18-1664 tcx,#EE0000',
      '#112233, #445566 #778899',
    ].join('\n');
    const res = await call(t, 'POST', 'colour/import', {
      token: owner.token,
      body: { teamId: team._id, text },
    });
    expect(res.status).toBe(200);
    expect(res.body.responseMessage).toBe(
      'Some colours were imported; the rows listed were skipped.',
    );
    expect(
      res.body.data.added.map((c: { name: string; code: string; hexCode: string }) => [
        c.name,
        c.code,
        c.hexCode,
      ]),
    ).toEqual([
      ['Red, bright', '18-1664 TCX', '#FF0000'],
      ['Mint', '12-5408 TCX', '#9ED9C5'],
      ['#112233', '#112233', '#112233'],
      ['#445566', '#445566', '#445566'],
      ['#778899', '#778899', '#778899'],
    ]);
    expect(res.body.data.errors).toMatchObject([
      {
        line: 2,
        text: 'Classic Blue,19-4052 tcx,#0F4C81',
        message: 'A colour with this code already exists.',
      },
      { line: 4, text: 'Nameless,,#00FF00', message: 'Code is required.' },
      { line: 5, text: 'Wrong,11-1111 TCX,#GG0000', message: 'Hex code must be correct.' },
      {
        line: 6,
        text: 'only two,fields',
        message: 'Each line needs a name, a code and a hex code.',
      },
      {
        line: 9,
        text: 'Again,18-1664 tcx,#EE0000',
        message: 'A colour with this code already exists.',
      },
    ]);
    // Each line's text is keyed for the reader's language (issue 47 §4).
    expect(res.body.data.errors.map((error: { key?: string }) => error.key)).toEqual([
      'colourCodeTaken',
      'colourCodeRequired',
      'hexCodeIncorrect',
      'paletteLineInvalid',
      'colourCodeTaken',
    ]);
    const list = await call(t, 'GET', `colour?teamId=${team._id}`, { token: owner.token });
    expect(list.body.pagination.total).toBe(6);
  });

  it('says when everything or nothing was imported', async () => {
    const { owner, team } = await ownerWithTeam();
    const all = await call(t, 'POST', 'colour/import', {
      token: owner.token,
      body: { teamId: team._id, text: 'aabbcc\n#DDEEFF' },
    });
    expect(all.body.responseMessage).toBe('Colours imported successfully.');
    expect(all.body.data.errors).toMatchObject([]);
    expect(all.body.data.added).toHaveLength(2);
    const none = await call(t, 'POST', 'colour/import', {
      token: owner.token,
      body: { teamId: team._id, text: 'AABBCC' },
    });
    expect(none.status).toBe(200);
    expect(none.body.responseMessage).toBe(
      'No colours were imported; the rows listed were skipped.',
    );
    expect(none.body.data).toEqual({
      added: [],
      errors: [
        {
          line: 1,
          text: 'AABBCC',
          message: 'A colour with this code already exists.',
          key: 'colourCodeTaken',
        },
      ],
    });
  });

  it.each([
    [{ text: '' }, 'text', 'Please paste at least one colour.'],
    [{ text: ' \n \n' }, 'text', 'Please paste at least one colour.'],
    [{ text: undefined }, 'text', 'Please paste at least one colour.'],
    [{ text: 'x'.repeat(100_001) }, 'text', 'The palette is too long.'],
    [{ teamId: undefined, text: '#FFFFFF' }, 'teamId', 'Please select a team.'],
  ])('refuses %j with its text', async (fields, field, message) => {
    const { owner, team } = await ownerWithTeam();
    const res = await call(t, 'POST', 'colour/import', {
      token: owner.token,
      body: { teamId: team._id, ...fields },
    });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(res.body.data.errors).toMatchObject([{ field, message }]);
  });

  it('takes at most 500 colours at once and then imports nothing', async () => {
    const { owner, team } = await ownerWithTeam();
    const hex = (i: number) => `#${i.toString(16).padStart(6, '0')}`;
    const ok = await call(t, 'POST', 'colour/import', {
      token: owner.token,
      body: { teamId: team._id, text: Array.from({ length: 500 }, (_, i) => hex(i)).join(' ') },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.added).toHaveLength(500);
    const tooMany = await call(t, 'POST', 'colour/import', {
      token: owner.token,
      body: {
        teamId: team._id,
        text: Array.from({ length: 501 }, (_, i) => hex(1000 + i)).join('\n'),
      },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.responseMessage).toBe('You can import at most 500 colours at once.');
    const list = await call(t, 'GET', `colour?teamId=${team._id}&limit=10`, { token: owner.token });
    expect(list.body.pagination.total).toBe(500);
  });
});

describe('the OpenAPI document', () => {
  it('lists every colour route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [method, route] of [
      ['get', '/api/v1/colour'],
      ['post', '/api/v1/colour'],
      ['get', '/api/v1/colour/{id}'],
      ['put', '/api/v1/colour/{id}'],
      ['delete', '/api/v1/colour/{id}'],
      ['get', '/api/v1/colour/favorite'],
      ['post', '/api/v1/colour/favorite'],
      ['get', '/api/v1/colour/colorByTeam/{teamId}'],
      ['post', '/api/v1/colour/import'],
    ] as const) {
      expect(doc.paths[route]?.[method], `${method} ${route}`).toBeDefined();
    }
  });
});
