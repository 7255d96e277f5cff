/**
 * The `Idempotency-Key` request header (issue 48 §3): a phone that was offline replays its queued
 * writes when the network returns, and each must land exactly once. An endpoint that takes it
 * declares `headers: zIdempotencyHeaders` and says so in its description.
 */
import { z } from 'zod';
import { messages } from '../messages.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 200;
/** How long a key's first answer is kept, at least. */
export const IDEMPOTENCY_KEPT_HOURS = 24;

/** 1–200 printable ASCII characters (space to tilde). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,200}$/;

export const zIdempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, messages.idempotencyKeyInvalid)
    .optional()
    .describe(
      'Optional. A key the client makes per write (a UUID), 1–200 printable ASCII characters, kept 24 hours for the signed-in user.',
    ),
});

/** What every description of such an endpoint adds. */
export const IDEMPOTENT_WRITE =
  ' With an `Idempotency-Key` header, the write happens once: the same key with the same body answers the first result again (same status and `_id`, nothing done twice, the right to do it checked anew), with other content 409 `This request was already made with other content.`; another request with that key still in progress is waited for. Keys are the caller’s own and kept at least 24 hours; only successful answers are kept, so a failed attempt may be retried with its key.';
