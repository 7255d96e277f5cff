/**
 * Where writes made offline wait (issue 48 §3): an IndexedDB store, through `idb`, that outlives
 * the page, the browser and a restart of the phone. Entries are kept in the order they were made
 * (an auto-incremented key) and belong to the person who made them: another person signed in on
 * the same browser neither sees nor sends them.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ServerTextValues } from '@atelier/domain';

/** What a write is waiting on: its turn, or the person (a conflict, or a refusal to read). */
export type OutboxState = 'waiting' | 'conflict' | 'refused';

export interface OutboxEntry<Body = unknown> {
  /** The order the writes were made in; given by the store. */
  seq: number;
  /** Sent as the Idempotency-Key header: however often the write is sent, it is made once. */
  key: string;
  userId: string;
  /** Which kind of write it is (lib/outbox/kinds.ts): how it is sent and shown. */
  kind: string;
  /** Whatever the kind needs to send it: a structured clone, so a photo's Blob is kept too. */
  body: Body;
  /** What the write does, in the words of the person who made it ('T01 supplier: 71'). */
  label: string;
  queuedAt: string;
  state: OutboxState;
  /**
   * A try to send it failed for want of network or server: from then on the pages show it as
   * waiting. A write sent at once is never shown as waiting, which would only flicker.
   */
  held: boolean;
  /**
   * The server's answer to a conflict or a refusal: its text (with its key, for the reader's
   * language), and its data (what is there now).
   */
  problem: { message: string; key?: string; values?: ServerTextValues; data: unknown } | null;
}

export type NewOutboxEntry<Body = unknown> = Omit<OutboxEntry<Body>, 'seq'>;

interface OutboxSchema extends DBSchema {
  writes: { key: number; value: OutboxEntry; indexes: { byUser: string } };
}

const DATABASE = 'atelier-outbox';

let opened: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function database() {
  opened ??= openDB<OutboxSchema>(DATABASE, 1, {
    upgrade(db) {
      const writes = db.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true });
      writes.createIndex('byUser', 'userId');
    },
    // Another tab opened a newer version of the app: let it upgrade, and open again when asked.
    blocking() {
      void opened?.then((db) => db.close());
      opened = null;
    },
  });
  return opened;
}

export async function addEntry<Body>(entry: NewOutboxEntry<Body>): Promise<OutboxEntry<Body>> {
  const db = await database();
  // The key path fills `seq` in: the entry is stored without it.
  const seq = await db.add('writes', entry as OutboxEntry);
  return { ...entry, seq };
}

/** The person's writes in the order they were made. */
export async function entriesOf(userId: string): Promise<OutboxEntry[]> {
  const db = await database();
  return db.getAllFromIndex('writes', 'byUser', userId);
}

export async function getEntry(seq: number): Promise<OutboxEntry | undefined> {
  return (await database()).get('writes', seq);
}

export async function putEntry(entry: OutboxEntry): Promise<void> {
  await (await database()).put('writes', entry);
}

export async function deleteEntry(seq: number): Promise<void> {
  await (await database()).delete('writes', seq);
}

/** For tests: forget the connection, so the next call opens the (new) database. */
export function closeOutboxStore() {
  void opened?.then((db) => db.close());
  opened = null;
}
