/**
 * A team's sample rounds (issue 45 §5): the rounds its fit sessions belong to, in its order. Read
 * with viewMeasurements (canViewProducts), changed with manageMeasurements (canEditProduct too),
 * as the rest of the measurement library; outsiders get 404 from the policy. A team that never
 * had rounds gets the six defaults written on the first look (lockedRounds), so every round has an
 * id to rename it by. A save takes the whole list: renaming a round renames it on the team's fit
 * sessions in the same transaction; a round that sessions are of is not removed (409).
 */
import {
  DEFAULT_SAMPLE_ROUNDS,
  findRound,
  messages,
  roundKey,
  type SampleRound,
  type ZSaveSampleRoundsSchema,
} from '@atelier/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { SampleRoundRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, conflict, fieldError } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { authorize } from '../policy/policy.ts';
import { presentRound } from './presenter.ts';
import {
  deleteRounds,
  insertRounds,
  lockRounds,
  renameSessionRounds,
  roundsOfTeam,
  sessionsPerRound,
  updateRounds,
} from './queries.ts';

/**
 * The team's rounds in its order, held still until the transaction ends (lockRounds); a team
 * without any gets the defaults written first. The caller has authorized the team.
 */
export async function lockedRounds(tx: Executor, teamId: string): Promise<SampleRoundRow[]> {
  await lockRounds(tx, teamId);
  const rounds = await roundsOfTeam(tx, teamId);
  if (rounds.length > 0) return rounds;
  return insertRounds(
    tx,
    teamId,
    DEFAULT_SAMPLE_ROUNDS.map((name, position) => ({ name, position })),
  );
}

/**
 * The team's round a typed name means (in any case, as the team spells it), its rounds held still
 * until the transaction ends; a 400 on `round` naming the team's rounds when there is none.
 */
export async function roundNamed(tx: Executor, teamId: string, typed: string): Promise<string> {
  const rounds = await lockedRounds(tx, teamId);
  const round = findRound(rounds, typed)?.name;
  if (!round)
    throw fieldError(
      'round',
      messages.fitRoundUnknown(
        typed,
        rounds.map((known) => known.name),
      ),
    );
  return round;
}

async function present(tx: Executor, teamId: string, rounds: readonly SampleRoundRow[]) {
  const sessions = await sessionsPerRound(tx, teamId);
  return rounds.map((round) => presentRound(round, sessions.get(round.name) ?? 0));
}

export async function listSampleRounds(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
): Promise<SampleRound[]> {
  return transaction(ctx, async (tx) => {
    await authorize(tx, user, 'viewMeasurements', { kind: 'team', teamId });
    return present(tx, teamId, await lockedRounds(tx, teamId));
  });
}

/**
 * Makes the team's rounds the list given, in its order. A round named by id keeps its id; one
 * without an id is the team's round of that name when the list does not name that round by id
 * (so a list of names alone reorders), else a new round. The team's rounds left out are removed,
 * unless fit sessions are of one: 409 naming it and how many.
 */
export async function saveSampleRounds(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  input: z.output<typeof ZSaveSampleRoundsSchema>,
): Promise<{ data: SampleRound[]; message: string }> {
  return transaction(ctx, async (tx) => {
    await authorize(tx, user, 'manageMeasurements', { kind: 'team', teamId });
    const current = await lockedRounds(tx, teamId);
    const byId = new Map(current.map((round) => [round.id, round]));
    const gone = input.rounds.flatMap((round, index) =>
      round.id && !byId.has(round.id)
        ? [{ field: `rounds.${index}.id`, message: messages.sampleRoundGone }]
        : [],
    );
    if (gone.length > 0) throw badRequest(gone[0]!.message, gone);

    const claimed = new Set(input.rounds.flatMap((round) => (round.id ? [round.id] : [])));
    const wanted = input.rounds.map((round, position) => {
      const id =
        round.id ??
        current.find(
          (mine) => !claimed.has(mine.id) && roundKey(mine.name) === roundKey(round.name),
        )?.id;
      if (id) claimed.add(id);
      return { id: id ?? null, name: round.name, position };
    });
    const unchanged =
      wanted.length === current.length &&
      wanted.every(
        (round, index) => round.id === current[index]!.id && round.name === current[index]!.name,
      );
    if (unchanged)
      return { data: await present(tx, teamId, current), message: messages.sampleRoundsUnchanged };

    const sessions = await sessionsPerRound(tx, teamId);
    const removed = current.filter((round) => !claimed.has(round.id));
    for (const round of removed) {
      const count = sessions.get(round.name) ?? 0;
      if (count > 0) throw conflict(messages.sampleRoundInUse(round.name, count));
    }
    const kept = wanted.flatMap((round) =>
      round.id
        ? [{ ...round, id: round.id, renamed: byId.get(round.id)!.name !== round.name }]
        : [],
    );
    await deleteRounds(
      tx,
      removed.map((round) => round.id),
    );
    await updateRounds(tx, teamId, kept);
    await insertRounds(
      tx,
      teamId,
      wanted.flatMap(({ id, name, position }) => (id ? [] : [{ name, position }])),
    );
    await renameSessionRounds(
      tx,
      teamId,
      kept
        .filter((round) => round.renamed)
        .map((round) => ({ from: byId.get(round.id)!.name, to: round.name })),
    );
    return {
      data: await present(tx, teamId, await roundsOfTeam(tx, teamId)),
      message: messages.sampleRoundsSaved,
    };
  });
}
