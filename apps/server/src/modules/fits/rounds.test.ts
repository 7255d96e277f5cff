import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SAMPLE_ROUNDS,
  messages,
  type FitSession,
  type SampleRound,
} from '@atelier/domain';
import { sampleRounds } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { LETTERS, measurementStudio, type Person } from '../../test/measurements.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A team's studio whose product has a saved sheet, so fit sessions can be opened. */
async function studio() {
  const people = await measurementStudio(t);
  const spec = await call(t, 'PUT', `product/${people.productId}/spec`, {
    token: people.editor.token,
    body: {
      revision: 0,
      unit: 'cm',
      sizes: LETTERS,
      baseSize: 'M',
      rows: [{ pomId: people.pom('T01')._id, base: 70, gradeRule: 1.5 }],
    },
  });
  expect(spec.status, JSON.stringify(spec.body)).toBe(200);
  return people;
}

const roundsPath = (teamId: string) => `team/${teamId}/sampleRounds`;
const read = (person: Person, teamId: string) =>
  call(t, 'GET', roundsPath(teamId), { token: person.token });
const save = (person: Person, teamId: string, rounds: { id?: string; name: string }[]) =>
  call(t, 'PUT', roundsPath(teamId), { token: person.token, body: { rounds } });
const open = (person: Person, productId: string, round: string) =>
  call(t, 'POST', `product/${productId}/fits`, {
    token: person.token,
    body: { round, sampleSize: 'M' },
  });

async function roundsOf(person: Person, teamId: string) {
  const res = await read(person, teamId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as SampleRound[];
}

/** The list as sent back: each round by its id, under a new name where `renames` says. */
const asSent = (rounds: SampleRound[], renames: Record<string, string> = {}) =>
  rounds.map((round) => ({ id: round._id, name: renames[round.name] ?? round.name }));

const byName = (rounds: SampleRound[]) => new Map(rounds.map((round) => [round.name, round]));

describe('a team’s sample rounds', () => {
  it('are the six defaults until the team changes them, written once on the first look', async () => {
    const { viewer, owner, team } = await studio();
    const first = await read(viewer, team._id);
    expect(first.status).toBe(200);
    expect(first.body.responseMessage).toBe(messages.sampleRoundsLoaded);
    const rounds = first.body.data as SampleRound[];
    expect(rounds.map((round) => [round.name, round.position, round.sessionCount])).toEqual(
      DEFAULT_SAMPLE_ROUNDS.map((name, position) => [name, position, 0]),
    );
    expect(await roundsOf(owner, team._id)).toEqual(rounds);
  });

  it('are renamed, reordered, added and removed as one list', async () => {
    const { editor, team } = await studio();
    const rounds = await roundsOf(editor, team._id);
    const named = byName(rounds);
    const res = await save(editor, team._id, [
      { id: named.get('PP')!._id, name: 'PP' },
      { id: named.get('Proto')!._id, name: 'Proto' },
      { id: named.get('Fit 1')!._id, name: '  First   fit ' },
      { name: 'SMS' },
      { id: named.get('Fit 2')!._id, name: 'Fit 2' },
      { id: named.get('Top of production')!._id, name: 'Top of production' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.responseMessage).toBe(messages.sampleRoundsSaved);
    const saved = res.body.data as SampleRound[];
    expect(saved.map((round) => [round.name, round.position])).toEqual([
      ['PP', 0],
      ['Proto', 1],
      ['First fit', 2],
      ['SMS', 3],
      ['Fit 2', 4],
      ['Top of production', 5],
    ]);
    // A renamed round keeps its id; Fit 3, left out, is gone.
    expect(byName(saved).get('First fit')!._id).toBe(named.get('Fit 1')!._id);
    expect(saved.some((round) => round._id === named.get('Fit 3')!._id)).toBe(false);
    expect(await roundsOf(editor, team._id)).toEqual(saved);

    // Names alone reorder: each is the team's round of that name, in any case.
    const again = await save(
      editor,
      team._id,
      ['top of production', 'PP', 'proto', 'first fit', 'sms', 'fit 2'].map((name) => ({ name })),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((again.body.data as SampleRound[]).map((round) => [round.name, round._id])).toEqual([
      ['top of production', named.get('Top of production')!._id],
      ['PP', named.get('PP')!._id],
      ['proto', named.get('Proto')!._id],
      ['first fit', named.get('Fit 1')!._id],
      ['sms', byName(saved).get('SMS')!._id],
      ['fit 2', named.get('Fit 2')!._id],
    ]);

    const same = await save(editor, team._id, asSent(again.body.data));
    expect(same.status).toBe(200);
    expect(same.body.responseMessage).toBe(messages.sampleRoundsUnchanged);
  });

  it('renames a round on the team’s fit sessions, and keeps a round sessions are of', async () => {
    const { editor, team, productId } = await studio();
    expect((await open(editor, productId, 'fit 1')).body.data.round).toBe('Fit 1');
    await open(editor, productId, 'Fit 2');
    await open(editor, productId, 'FIT 2');
    const rounds = await roundsOf(editor, team._id);
    expect(rounds.map((round) => round.sessionCount)).toEqual([0, 1, 2, 0, 0, 0]);

    // Fit 1 and Fit 2 swap names; Fit 3 (no sessions) goes.
    const swapped = await save(
      editor,
      team._id,
      asSent(rounds, { 'Fit 1': 'Fit 2', 'Fit 2': 'Fit 1' }).filter(
        (round) => round.name !== 'Fit 3',
      ),
    );
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    expect(
      (swapped.body.data as SampleRound[]).map((round) => [round.name, round.sessionCount]),
    ).toEqual([
      ['Proto', 0],
      ['Fit 2', 1],
      ['Fit 1', 2],
      ['PP', 0],
      ['Top of production', 0],
    ]);
    const sessions = await call(t, 'GET', `product/${productId}/fits`, { token: editor.token });
    expect((sessions.body.data as FitSession[]).map((fit) => fit.round).sort()).toEqual([
      'Fit 1',
      'Fit 1',
      'Fit 2',
    ]);

    const before = await t.db.select().from(sampleRounds).where(eq(sampleRounds.teamId, team._id));
    const refused = await save(
      editor,
      team._id,
      asSent(swapped.body.data).filter((round) => round.name !== 'Fit 1'),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.responseMessage).toBe(messages.sampleRoundInUse('Fit 1', 2));
    expect(await t.db.select().from(sampleRounds).where(eq(sampleRounds.teamId, team._id))).toEqual(
      before,
    );
  });

  it('are the rounds a fit session may be opened in, kept as the team spells them', async () => {
    const { editor, team, productId } = await studio();
    const rounds = await roundsOf(editor, team._id);
    expect((await open(editor, productId, 'TOP')).body.data.round).toBe('Top of production');

    const saved = await save(editor, team._id, [
      ...asSent(rounds, { 'Top of production': 'Bulk' }),
      { name: 'Salesman sample' },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const opened = await open(editor, productId, 'salesman  SAMPLE');
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.body.data.round).toBe('Salesman sample');

    const names = ['Proto', 'Fit 1', 'Fit 2', 'Fit 3', 'PP', 'Bulk', 'Salesman sample'];
    for (const round of ['TOP', 'Fit 4']) {
      const unknown = await open(editor, productId, round);
      expect(unknown.status, round).toBe(400);
      expect(unknown.body.responseMessage).toBe(messages.fitRoundUnknown(round, names));
      expect(unknown.body.data.errors).toMatchObject([
        { field: 'round', message: messages.fitRoundUnknown(round, names) },
      ]);
    }
  });

  it('refuses a list that is not one, in Atelier’s words, and changes nothing', async () => {
    const { editor, team } = await studio();
    const rounds = await roundsOf(editor, team._id);
    const other = await studio();
    const [theirs] = await roundsOf(other.owner, other.team._id);
    const sent = asSent(rounds);
    const cases: [unknown, string, string][] = [
      [[], 'rounds', messages.sampleRoundsEmpty],
      [
        Array.from({ length: 21 }, (_, index) => ({ name: `Round ${index + 1}` })),
        'rounds',
        messages.sampleRoundsTooMany,
      ],
      [[{ name: ' ' }], 'rounds.0.name', messages.sampleRoundNameRequired],
      [[{ name: 'x'.repeat(41) }], 'rounds.0.name', messages.sampleRoundNameTooLong],
      [[...sent, { name: 'fit  1' }], 'rounds.6.name', messages.sampleRoundNameTwice('fit 1')],
      [[sent[0], { ...sent[0], name: 'Proto 2' }], 'rounds.1.id', messages.sampleRoundTwice],
      // Another team's round is no round of this team, and says nothing more.
      [[...sent, { id: theirs!._id, name: 'Theirs' }], 'rounds.6.id', messages.sampleRoundGone],
    ];
    for (const [list, field, message] of cases) {
      const res = await call(t, 'PUT', roundsPath(team._id), {
        token: editor.token,
        body: { rounds: list },
      });
      expect(res.status, field).toBe(400);
      expect(res.body.responseMessage).toBe(message);
      expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message }));
    }
    expect(await roundsOf(editor, team._id)).toEqual(rounds);
    expect(await roundsOf(other.owner, other.team._id)).toContainEqual(theirs);
  });

  it('are read by who may view products and changed by who may edit them; hidden outside', async () => {
    const { owner, viewer, team } = await studio();
    const outsider = await makeUser(t);
    await makeTeam(t, outsider);
    const noProducts = await makeUser(t);
    await addMember(t, team._id, noProducts.user.id, ['canViewTeams', 'canEditTeam']);

    // Refused before anything is written, not even the defaults.
    for (const person of [outsider, noProducts]) {
      const res = await read(person, team._id);
      expect(res.status).toBe(person === outsider ? 404 : 403);
      expect(res.body.responseMessage).toBe(
        person === outsider ? messages.noRecord : messages.askPermission,
      );
    }
    expect(await t.db.select().from(sampleRounds).where(eq(sampleRounds.teamId, team._id))).toEqual(
      [],
    );

    const rounds = asSent(await roundsOf(viewer, team._id), { Proto: 'Prototype' });
    for (const [person, status, message] of [
      [viewer, 403, messages.askPermission],
      [outsider, 404, messages.noRecord],
    ] as const) {
      const res = await save(person, team._id, rounds);
      expect(res.status).toBe(status);
      expect(res.body.responseMessage).toBe(message);
    }
    expect((await roundsOf(owner, team._id))[0]!.name).toBe('Proto');
    expect((await save(owner, team._id, rounds)).status).toBe(200);
  });
});
