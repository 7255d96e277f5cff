/**
 * Failures the person who met them never sees as an error — designmate answering offline because
 * the provider failed, a tool the model called breaking, a social sign-in that could not start, a
 * socket event's handler throwing — are each logged once, with their cause, and counted per kind
 * on this instance: the count rides on every line, so a wrong `AI_API_KEY` shows in the log from
 * the first question. (Not on `/api/health`, which anyone may read.)
 */
import type { FastifyBaseLogger } from 'fastify';

export const FAILURES = {
  aiFallback: 'designmate’s AI service failed; the offline skills answered',
  aiTool: 'a designmate tool failed while the AI service used it',
  socialStart: 'social sign-in could not start',
  socketHandler: 'a socket event’s handler failed',
} as const;

export type FailureKind = keyof typeof FAILURES;

export interface Failures {
  /** Logs the failure once, with its cause and what else says where, and counts it. */
  record(kind: FailureKind, cause: unknown, details?: Record<string, unknown>): void;
  /** How many of each kind this instance has met since it started. */
  counts(): Readonly<Record<FailureKind, number>>;
}

export function createFailures(log: FastifyBaseLogger): Failures {
  const counts = Object.fromEntries(Object.keys(FAILURES).map((kind) => [kind, 0])) as Record<
    FailureKind,
    number
  >;
  return {
    record(kind, cause, details = {}) {
      counts[kind] += 1;
      log.warn({ failure: kind, count: counts[kind], ...details, err: cause }, FAILURES[kind]);
    },
    counts: () => ({ ...counts }),
  };
}
