/**
 * Writes that happen once per `Idempotency-Key` (issue 48 §3). A phone that was offline replays
 * its queued writes when the network returns, perhaps after the browser or the server restarted:
 * the same key with the same content answers the first result again, byte for byte, and does
 * nothing twice; the same key with other content is 409.
 *
 * A route opts in with `writeOnce`, handing its service a `Once` that the service calls inside
 * its own write transaction, with the answer's data: the key's row (user, key, request, content
 * hash, status, answer) is inserted there, so it commits with the write or not at all. A failed
 * write (any 4xx or 5xx) rolls it back and leaves the key free for a retry. Two requests with one
 * key at once: the second's insert waits on the unique key until the first commits, finds it
 * taken, rolls its own write back and answers the first's result (or 409 if its content differs).
 * Before a stored answer is replayed the route's `authorize` runs again, so a caller who lost the
 * right since gets the policy's refusal, not the stored answer. Keys belong to their user: another
 * user's same key is another row. Kept IDEMPOTENCY_KEPT_HOURS, then treated as new and swept.
 */
import { createHash, type Hash } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEPT_HOURS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  messages,
} from '@atelier/domain';
import { rows } from '../../db/client.ts';
import type { Db, Executor } from '../../db/client.ts';
import { idempotencyKeys, type IdempotencyKeyRow } from '../../db/schema/index.ts';
import type { AppContext } from '../context.ts';
import { defineSweep } from '../jobs/define-job.ts';
import { envelopeOf } from './envelope.ts';
import { AppError, conflict, fieldError } from './errors.ts';

/**
 * Hashes what a request sends: fields and, per file, its name and a hash of its bytes, fed as
 * they stream (never held whole). Each item is length-prefixed, so no two sequences hash alike.
 */
export class ContentDigest {
  private readonly hash = createHash('sha256');
  private value: string | undefined;

  private frame(kind: string, text: string) {
    this.hash.update(`${kind}${Buffer.byteLength(text)}:${text}`);
  }

  field(name: string, value: string) {
    this.frame('f', name);
    this.frame('v', value);
  }

  /** A file's bytes go to `update` as they arrive; `end` adds the file once it is all read. */
  file(name: string): { update: (chunk: Buffer) => void; end: () => void } {
    const bytes: Hash = createHash('sha256');
    return {
      update: (chunk) => bytes.update(chunk),
      end: () => {
        this.frame('n', name);
        this.frame('b', bytes.digest('hex'));
      },
    };
  }

  digest(): string {
    this.value ??= this.hash.digest('hex');
    return this.value;
  }
}

/** JSON with its object keys sorted: a body's content whatever order the client wrote it in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What the request sends: its JSON body, or a multipart body's digest (fed while the write reads
 * the files) with `readRest`, which reads what the write did not into it (a replay's body).
 */
export type Content = { json: unknown } | { digest: ContentDigest; readRest: () => Promise<void> };

async function hashOf(content: Content, readRest: boolean): Promise<string> {
  if ('json' in content) return createHash('sha256').update(canonical(content.json)).digest('hex');
  if (readRest) await content.readRest();
  return content.digest.digest();
}

/** Given to the service: called in its write transaction with the answer's data. */
export interface Once {
  keep(tx: Executor, data: unknown, message?: string): Promise<void>;
}

/** Another request with this key committed first: this one's write rolls back and answers its. */
class KeyTaken extends AppError {
  constructor() {
    super(409, messages.idempotencyKeyBusy);
  }
}

/** The header's key; none when the request carries none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw))
    throw fieldError(IDEMPOTENCY_KEY_HEADER, messages.idempotencyKeyInvalid);
  return raw;
}

/** The method, route pattern and params: the same key on another route or record differs. */
function requestOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? request.url} ${canonical(request.params ?? {})}`;
}

const fresh = () =>
  gte(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEPT_HOURS})`);

async function findKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), fresh()));
  return row;
}

/**
 * Inserts the key's answer, or takes over a row past the retention; false when a live row holds
 * the key (waiting, on PostgreSQL, for a transaction that is writing it to end).
 */
async function insertKey(tx: Executor, row: Omit<IdempotencyKeyRow, 'createdAt'>) {
  const kept = await tx
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        request: row.request,
        contentHash: row.contentHash,
        status: row.status,
        answer: row.answer,
        createdAt: sql`now()`,
      },
      setWhere: lt(
        idempotencyKeys.createdAt,
        sql`now() - make_interval(hours => ${IDEMPOTENCY_KEPT_HOURS})`,
      ),
    })
    .returning({ key: idempotencyKeys.key });
  return kept.length > 0;
}

export interface WriteOnce {
  ctx: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
  userId: string;
  /** The success status, and the text when the write's answer names none. */
  status: number;
  message: string;
  /** Refuses a caller who may not do this (now): run before a stored answer is replayed. */
  authorize: () => Promise<unknown>;
  content: Content;
  /** The write, given a `Once` when the request has a key; answers its data and, if it chooses, its text. */
  write: (once: Once | undefined) => Promise<{ data: unknown; message?: string }>;
}

/** The answer as the route's schema sends it: what is kept is what was sent. */
function serialized(reply: FastifyReply, status: number, data: unknown, message: string) {
  return reply.code(status).serialize(envelopeOf(data, message, status)) as string;
}

function send(reply: FastifyReply, status: number, answer: string) {
  return reply.code(status).type('application/json; charset=utf-8').send(answer);
}

async function replay(
  options: WriteOnce,
  found: IdempotencyKeyRow,
  request: string,
  readRest: boolean,
) {
  await options.authorize();
  const contentHash = await hashOf(options.content, readRest);
  if (found.request !== request || found.contentHash !== contentHash)
    throw conflict(messages.idempotencyKeyReused);
  return send(options.reply, found.status, found.answer);
}

/**
 * Runs the write once per key (see the top of this file); without a key, simply runs it. Answers
 * the reply, sent.
 */
export async function writeOnce(options: WriteOnce) {
  const { ctx, reply, status, userId } = options;
  const key = idempotencyKeyOf(options.request);
  if (key === undefined) {
    const said = await options.write(undefined);
    return send(
      reply,
      status,
      serialized(reply, status, said.data, said.message ?? options.message),
    );
  }
  const request = requestOf(options.request);
  const found = await findKey(ctx.db, userId, key);
  if (found) return replay(options, found, request, true);

  let sent: string | undefined;
  const once: Once = {
    keep: async (tx, data, message = options.message) => {
      const answer = serialized(reply, status, data, message);
      const contentHash = await hashOf(options.content, false);
      if (!(await insertKey(tx, { userId, key, request, contentHash, status, answer })))
        throw new KeyTaken();
      sent = answer;
    },
  };
  try {
    const said = await options.write(once);
    // A write that kept nothing in a transaction (it had none to write) is kept after it.
    if (sent === undefined) await once.keep(ctx.db, said.data, said.message);
    return send(reply, status, sent!);
  } catch (err) {
    if (!(err instanceof KeyTaken)) throw err;
    const winner = await findKey(ctx.db, userId, key);
    if (!winner) throw err;
    // The write read the whole body before its transaction: the digest is complete.
    return replay(options, winner, request, false);
  }
}

export const expiredIdempotencyKeysSweep = defineSweep({
  kind: 'idempotency.expired-keys',
  everySeconds: 3600,
});

const BATCH = 1000;

/** Deletes keys past the retention, a batch per statement so no transaction is long. */
export async function removeExpiredIdempotencyKeys(db: Db) {
  for (;;) {
    const removed = await rows<{ key: string }>(
      db,
      sql`
      DELETE FROM idempotency_keys WHERE (user_id, key) IN (
        SELECT user_id, key FROM idempotency_keys
        WHERE created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEPT_HOURS})
        LIMIT ${BATCH})
      RETURNING key`,
    );
    if (removed.length < BATCH) return;
  }
}
