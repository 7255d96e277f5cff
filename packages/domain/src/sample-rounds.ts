/**
 * A team's sample rounds (issue 45 §5): the rounds its fit sessions belong to, in the team's
 * order — Proto, Fit 1, Fit 2, Fit 3, PP, Top of production until the team renames, reorders, adds
 * or removes them. A session keeps its round's name as text; renaming a round renames it on the
 * team's sessions. The same names are offered when a file's new version is named.
 */
import { z } from 'zod';
import { messages } from './messages.ts';
import { zRecordId } from './teams.ts';

/** A team's rounds until it changes them, in order. */
export const DEFAULT_SAMPLE_ROUNDS = [
  'Proto',
  'Fit 1',
  'Fit 2',
  'Fit 3',
  'PP',
  'Top of production',
] as const;

export const SAMPLE_ROUND_NAME_MAX = 40;
export const SAMPLE_ROUNDS_MAX = 20;

/**
 * A round's name as kept: blank space (and any control character, which PostgreSQL text may not
 * hold) read as one space, none at either end.
 */
// eslint-disable-next-line no-control-regex
export const roundName = (value: string) => value.replace(/[\s\u0000-\u001f\u007f]+/gu, ' ').trim();

/** How rounds are compared: 'fit 1', 'FIT  1' and 'Fit 1' are one round. */
export const roundKey = (value: string) => roundName(value).toLowerCase();

/**
 * The team's round a typed name means, in any case; 'TOP' is Top of production while the team has
 * a round of that name.
 */
export function findRound<T extends { name: string }>(
  rounds: readonly T[],
  typed: string,
): T | undefined {
  const key = roundKey(typed);
  const named = (wanted: string) => rounds.find((round) => roundKey(round.name) === wanted);
  return named(key) ?? (key === 'top' ? named('top of production') : undefined);
}

/** A round's name as typed: 1 to 40 characters once its blank space is tidied. */
export const zRoundName = (required: string = messages.sampleRoundNameRequired) =>
  z
    .string({ error: required })
    .overwrite(roundName)
    .min(1, { message: required, abort: true })
    .max(SAMPLE_ROUND_NAME_MAX, messages.sampleRoundNameTooLong);

export const ZSampleRoundsParams = z.object({ teamId: zRecordId() });

/**
 * `PUT team/{teamId}/sampleRounds`: the team's whole list in its new order. A round with an `id`
 * keeps it (renamed when its name changed); one without is new — or, when the team has a round of
 * that name the list does not name by id, that round. A round of the team left out is removed.
 */
export const ZSaveSampleRoundsSchema = z.object({
  rounds: z
    .array(z.object({ id: zRecordId().optional(), name: zRoundName() }), {
      error: messages.sampleRoundsEmpty,
    })
    .min(1, messages.sampleRoundsEmpty)
    .max(SAMPLE_ROUNDS_MAX, messages.sampleRoundsTooMany)
    .superRefine((rounds, context) => {
      const names = new Set<string>();
      const ids = new Set<string>();
      rounds.forEach((round, index) => {
        const key = roundKey(round.name);
        if (names.has(key))
          context.addIssue({
            code: 'custom',
            message: messages.sampleRoundNameTwice(round.name),
            path: [index, 'name'],
          });
        names.add(key);
        if (round.id && ids.has(round.id))
          context.addIssue({
            code: 'custom',
            message: messages.sampleRoundTwice,
            path: [index, 'id'],
          });
        if (round.id) ids.add(round.id);
      });
    }),
});
export type TSaveSampleRoundsSchema = z.input<typeof ZSaveSampleRoundsSchema>;

export const ZSampleRound = z.object({
  _id: z.string(),
  name: z.string(),
  /** 0 for the first round. */
  position: z.number(),
  /** How many of the team's fit sessions are of this round (a round in use cannot be removed). */
  sessionCount: z.number(),
});
export type SampleRound = z.infer<typeof ZSampleRound>;
