/**
 * The outbox (issue 48 §3): writes a person makes on a phone with no signal — measurements,
 * photos, comments — are kept in the browser (outbox-store.ts) and sent in the order they were
 * made when the network returns, each exactly once: every entry carries its own Idempotency-Key,
 * which the server honours across its restarts, so a write sent twice (the answer lost on the way
 * back, the page closed mid-send) is made once.
 *
 * A write the server refuses for good waits for the person: a conflict (someone else changed the
 * measurement meanwhile) until they choose which value to keep, any other refusal until they
 * discard it. Writes that could not be sent at all (no network, the server restarting) are tried
 * again after 1 s, 2 s, 4 s … 30 s, and at once when the browser says it is back online.
 *
 * Only one tab sends (a Web Lock); the others hear of every change on a BroadcastChannel.
 */
import { messages, type ApiEnvelope } from '@atelier/domain';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-error';
import { getSession } from '../session';
import { outboxQueryClient } from './outbox-query-client';
import {
  addEntry,
  closeOutboxStore,
  deleteEntry,
  entriesOf,
  getEntry,
  putEntry,
  type OutboxEntry,
  type OutboxState,
} from './outbox-store';

export type { OutboxEntry, OutboxState } from './outbox-store';

/** How one kind of write is sent and what is done with its answer. */
export interface OutboxKind<Body> {
  /** Sends the write under `key` (the Idempotency-Key); a refusal is thrown as an ApiError. */
  send: (body: Body, key: string) => Promise<ApiEnvelope<unknown>>;
  /** The server took it: bring what the pages show up to date. */
  sent?: (body: Body, envelope: ApiEnvelope<unknown>, queryClient: QueryClient) => void;
  /** Whether a 409 is a conflict the person settles (else it is a refusal). */
  isConflict?: (error: ApiError) => boolean;
  /** The body that keeps the person's value over the one found on the server. */
  overrule?: (body: Body) => Body;
}

/** What became of a submitted write. */
export type Outcome =
  | { status: 'sent'; envelope: ApiEnvelope<unknown> | null }
  | { status: 'queued' }
  | { status: 'conflict' | 'refused'; error: ApiError; seq: number };

// Kinds are many bodies' senders: the registry holds them as any body.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const kinds = new Map<string, OutboxKind<any>>();

/** Declares a kind of write; features declare theirs where their API calls live. */
export function defineOutboxKind<Body>(name: string, kind: OutboxKind<Body>) {
  kinds.set(name, kind);
  return {
    name,
    /** Keeps the write and sends it when it can; resolves with what became of it. */
    submit: (body: Body, label: string) => submit(name, body, label),
  };
}

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
const LOCK = 'atelier-outbox';

let entries: OutboxEntry[] = [];
let loadedFor: string | null = null;
const listeners = new Set<() => void>();
const waiters = new Map<number, (outcome: Outcome) => void>();
let draining: Promise<void> | null = null;
let again = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('atelier-outbox');

const currentUser = () => getSession().user?._id ?? null;

function emit() {
  listeners.forEach((listener) => listener());
}

/** Whether a stored entry says what the one read before said (a new key comes with a new body). */
const sameEntry = (a: OutboxEntry, b: OutboxEntry) =>
  a.key === b.key &&
  a.state === b.state &&
  a.held === b.held &&
  JSON.stringify(a.problem) === JSON.stringify(b.problem);

/**
 * Reads the person's entries again, for the pages (and after another tab changed them). An entry
 * that did not change keeps the object the pages already hold, and the list too when none did:
 * a page re-renders only what a change touched (a row of a hundred, issue 48), and a waiting
 * photo keeps its Blob, so its preview is not made again.
 */
async function reload() {
  const userId = currentUser();
  const read = userId ? await entriesOf(userId) : [];
  const before = new Map(entries.map((entry) => [entry.seq, entry]));
  const next = read.map((entry) => {
    const known = before.get(entry.seq);
    return known && sameEntry(known, entry) ? known : entry;
  });
  const unchanged =
    next.length === entries.length && next.every((entry, index) => entry === entries[index]);
  if (!unchanged) entries = next;
  loadedFor = userId;
  emit();
  // Entries another tab sent or settled: their waiters here are answered as sent or queued.
  for (const [seq, settle] of waiters) {
    const entry = next.find((item) => item.seq === seq);
    if (!entry) settle({ status: 'sent', envelope: null });
  }
}

async function changed() {
  await reload();
  channel?.postMessage('changed');
}

channel?.addEventListener('message', () => void reload());

function settle(seq: number, outcome: Outcome) {
  waiters.get(seq)?.(outcome);
  waiters.delete(seq);
}

/** A failure that says nothing about the write: the network, the server away or busy. */
function isPassing(error: unknown) {
  if (!(error instanceof ApiError)) return true;
  if (error.status === 409) return error.message === messages.idempotencyKeyBusy;
  return (
    error.status === 0 ||
    error.status === 401 ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500
  );
}

/** Sends one write; answers whether to go on with the next. */
async function sendOne(entry: OutboxEntry): Promise<boolean> {
  const kind = kinds.get(entry.kind)!;
  try {
    const envelope = await kind.send(entry.body, entry.key);
    await deleteEntry(entry.seq);
    const queryClient = outboxQueryClient();
    if (queryClient) kind.sent?.(entry.body, envelope, queryClient);
    settle(entry.seq, { status: 'sent', envelope });
    return true;
  } catch (error) {
    if (isPassing(error)) return false;
    const refusal = error as ApiError;
    const state: OutboxState =
      refusal.status === 409 && kind.isConflict?.(refusal) ? 'conflict' : 'refused';
    const problem = {
      message: refusal.message,
      ...(refusal.key === undefined ? {} : { key: refusal.key }),
      ...(refusal.values === undefined ? {} : { values: refusal.values }),
      data: refusal.data,
    };
    await putEntry({ ...entry, state, problem });
    settle(entry.seq, { status: state, error: refusal, seq: entry.seq });
    return true;
  }
}

/** Sends the person's waiting writes in order, until one cannot be sent now. */
async function sendWaiting(): Promise<boolean> {
  const userId = currentUser();
  if (!userId) return true;
  for (;;) {
    // A kind this page does not know (made by a newer version of the app) is left for it.
    const next = (await entriesOf(userId)).find(
      (entry) => entry.state === 'waiting' && kinds.has(entry.kind),
    );
    if (!next) return true;
    const goOn = await sendOne(next);
    await changed();
    if (!goOn) return false;
  }
}

/** Marks the person's waiting writes as held back: the pages show them as waiting from now. */
async function holdWaiting() {
  const userId = currentUser();
  if (!userId) return;
  const fresh = (await entriesOf(userId)).filter(
    (entry) => entry.state === 'waiting' && !entry.held,
  );
  if (fresh.length === 0) return;
  for (const entry of fresh) await putEntry({ ...entry, held: true });
  await changed();
}

/** Whether the pages show an entry: held back for the network, or waiting for the person. */
export const isShown = (entry: OutboxEntry) => entry.held || entry.state !== 'waiting';

function scheduleRetry() {
  clearTimeout(retryTimer);
  const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** failures);
  failures += 1;
  retryTimer = setTimeout(() => void drain(), delay * (0.75 + Math.random() / 4));
}

async function drainOnce() {
  let done = true;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) {
    // Another tab holds the lock: it sends, and this tab hears of it on the channel.
    await locks.request(LOCK, { ifAvailable: true }, async (lock) => {
      if (lock) done = await sendWaiting();
    });
  } else {
    done = await sendWaiting();
  }
  if (done) {
    failures = 0;
    clearTimeout(retryTimer);
  } else {
    await holdWaiting();
    // Whoever waits on a write that could not be sent now hears it is kept for later.
    for (const seq of [...waiters.keys()]) settle(seq, { status: 'queued' });
    scheduleRetry();
  }
}

/** Sends what is waiting; a call while a send is under way makes it look again when done. */
export function drain(): Promise<void> {
  if (draining) {
    again = true;
    return draining;
  }
  draining = (async () => {
    try {
      do {
        again = false;
        await drainOnce();
      } while (again);
    } catch {
      // IndexedDB unavailable (a private window that refuses it): nothing is kept to send.
      for (const seq of [...waiters.keys()]) settle(seq, { status: 'queued' });
    } finally {
      draining = null;
    }
  })();
  return draining;
}

function newKey() {
  return crypto.randomUUID();
}

async function submit<Body>(kind: string, body: Body, label: string): Promise<Outcome> {
  const userId = currentUser();
  if (!userId) throw new ApiError(401, messages.invalidToken, null, { key: 'invalidToken' });
  const entry = await addEntry<Body>({
    key: newKey(),
    userId,
    kind,
    body,
    label,
    queuedAt: new Date().toISOString(),
    state: 'waiting',
    // Made while the network is known to be away: shown as waiting at once, not only once the
    // next try fails (which, backing off, may be half a minute away).
    held: failures > 0 || (typeof navigator !== 'undefined' && navigator.onLine === false),
    problem: null,
  });
  const outcome = new Promise<Outcome>((resolve) => waiters.set(entry.seq, resolve));
  await changed();
  void drain();
  return outcome;
}

/** Forgets a write (the person chose the value found on the server, or gave it up). */
export async function discard(seq: number) {
  await deleteEntry(seq);
  await changed();
}

/**
 * Sends a settled write again: a conflict with the person's value kept over the one found on the
 * server, a refusal as it was (after, say, access was given back). Other content under the same
 * key would be refused, so a changed body gets a new key.
 */
export async function resend(seq: number) {
  const entry = await getEntry(seq);
  if (!entry) return;
  const overrule = entry.state === 'conflict' ? kinds.get(entry.kind)?.overrule : undefined;
  await putEntry({
    ...entry,
    ...(overrule ? { body: overrule(entry.body), key: newKey() } : {}),
    state: 'waiting',
    problem: null,
  });
  await changed();
  await drain();
}

/** The person's writes in the order they were made, for the pages; reloaded on change. */
export function outboxEntries(): OutboxEntry[] {
  if (loadedFor !== currentUser()) {
    loadedFor = currentUser();
    void reload().catch(() => undefined);
  }
  return entries;
}

export function subscribeOutbox(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Starts sending: now, whenever the browser says it is back online, and when the page is shown
 * again (a phone woken up). Called once when the app starts.
 */
let started = false;

export function startOutbox() {
  if (started) return;
  started = true;
  window.addEventListener('online', () => {
    failures = 0;
    void drain();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void drain();
  });
  void reload()
    .then(drain)
    .catch(() => undefined);
}

/** For tests: forget what this page knew of the outbox (the store is reset beside it). */
export function forgetOutbox() {
  entries = [];
  loadedFor = null;
  waiters.clear();
  failures = 0;
  clearTimeout(retryTimer);
  closeOutboxStore();
}
