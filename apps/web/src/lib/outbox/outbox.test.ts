import { messages, type ApiEnvelope } from '@atelier/domain';
import { describe, expect, it, vi } from 'vitest';
import { aUser, signIn } from '../../testing/fixtures';
import { ApiError } from '../api-error';
import {
  defineOutboxKind,
  discard,
  drain,
  outboxEntries,
  resend,
  subscribeOutbox,
  type OutboxEntry,
} from './outbox';
import { addEntry, entriesOf } from './outbox-store';

interface Note {
  text: string;
  was?: string;
}

const envelope = (data: unknown): ApiEnvelope<unknown> => ({
  responseCode: 200,
  responseMessage: 'Saved.',
  data,
});

/** A kind whose sending the test decides, one answer (or failure) per call in turn. */
function noteKind(name: string, answers: ((note: Note, key: string) => unknown)[]) {
  const sent: { note: Note; key: string }[] = [];
  const kind = defineOutboxKind<Note>(name, {
    send: (note, key) => {
      sent.push({ note, key });
      const answer = answers.shift();
      if (!answer) return Promise.resolve(envelope(note.text));
      try {
        return Promise.resolve(envelope(answer(note, key)));
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
    isConflict: (error) => error.message === 'Changed meanwhile.',
    overrule: ({ text }) => ({ text }),
  });
  return { kind, sent };
}

const offline = () => {
  throw new ApiError(0, messages.tryAgain, null);
};

/** The entries as the page knows them, once it has read them. */
async function shown(): Promise<OutboxEntry[]> {
  outboxEntries();
  await new Promise<void>((resolve) => {
    const stop = subscribeOutbox(() => {
      stop();
      resolve();
    });
  });
  return outboxEntries();
}

describe('the outbox', () => {
  it('sends writes in the order they were made, each under a key of its own, and forgets them', async () => {
    const me = signIn();
    let heldSeen = false;
    const stop = subscribeOutbox(() => {
      heldSeen ||= outboxEntries().some((entry) => entry.held);
    });
    const { kind, sent } = noteKind('test.order', []);
    const [first, second] = await Promise.all([
      kind.submit({ text: 'one' }, 'One'),
      kind.submit({ text: 'two' }, 'Two'),
    ]);
    expect(first).toEqual({ status: 'sent', envelope: envelope('one') });
    expect(second).toEqual({ status: 'sent', envelope: envelope('two') });
    expect(sent.map(({ note }) => note.text)).toEqual(['one', 'two']);
    expect(new Set(sent.map(({ key }) => key)).size).toBe(2);
    expect(await entriesOf(me._id)).toEqual([]);
    // Sent at once: never held back, so never shown as waiting.
    stop();
    expect(heldSeen).toBe(false);
  });

  it('keeps what cannot be sent now and sends it once, under the same key, when back online', async () => {
    const me = signIn();
    const { kind, sent } = noteKind('test.offline', [offline, offline]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      expect(await kind.submit({ text: 'chest 51' }, 'Chest: 51')).toEqual({ status: 'queued' });
      const kept = await entriesOf(me._id);
      expect(kept).toMatchObject([
        { label: 'Chest: 51', state: 'waiting', held: true, body: { text: 'chest 51' } },
      ]);

      // The network returns: the browser says so, and the write goes.
      window.dispatchEvent(new Event('online'));
      await drain();
      await vi.runAllTimersAsync();
      await drain();
    } finally {
      vi.useRealTimers();
    }
    expect(await entriesOf(me._id)).toEqual([]);
    const keys = sent.map(({ key }) => key);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps the object of an entry that did not change, so a page redraws only what a write touched', async () => {
    signIn();
    const { kind } = noteKind('test.same', [offline, offline, offline, offline]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      expect(await kind.submit({ text: 'chest 51' }, 'Chest: 51')).toEqual({ status: 'queued' });
      const [first] = outboxEntries();
      expect(first).toMatchObject({ label: 'Chest: 51', held: true });
      expect(await kind.submit({ text: 'waist 40' }, 'Waist: 40')).toEqual({ status: 'queued' });
      const [firstAgain, second] = outboxEntries();
      expect(firstAgain).toBe(first);
      expect(second).toMatchObject({ label: 'Waist: 40', held: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a write made while the browser is offline as waiting at once, before any try fails', async () => {
    const me = signIn();
    let fail: (() => void) | null = null;
    const kind = defineOutboxKind<Note>('test.known-offline', {
      // The first try hangs until the test lets it fail: the entry must be shown meanwhile.
      send: () =>
        new Promise((_resolve, reject) => {
          const refuse = () => reject(new ApiError(0, messages.tryAgain, null));
          if (fail) refuse();
          else fail = refuse;
        }),
      isConflict: () => false,
      overrule: (note) => note,
    });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const outcome = kind.submit({ text: 'hem 120' }, 'Hem: 120');
      await vi.waitFor(() => expect(fail).not.toBeNull());
      expect(await entriesOf(me._id)).toMatchObject([{ label: 'Hem: 120', held: true }]);
      fail!();
      expect(await outcome).toEqual({ status: 'queued' });
    } finally {
      (fail as (() => void) | null)?.();
      online.mockRestore();
    }
  });

  it('holds a conflict for the person: keeping theirs sends nothing, keeping mine sends it without what was seen', async () => {
    const me = signIn();
    const changed = () => {
      throw new ApiError(409, 'Changed meanwhile.', { field: 'own' });
    };
    const ok = (note: Note) => note.text;
    const { kind, sent } = noteKind('test.conflict', [changed, ok, ok, changed]);
    const outcome = await kind.submit({ text: 'mine', was: 'old' }, 'Mine');
    expect(outcome).toMatchObject({ status: 'conflict', error: { message: 'Changed meanwhile.' } });
    const [held] = await entriesOf(me._id);
    expect(held).toMatchObject({ state: 'conflict', problem: { message: 'Changed meanwhile.' } });
    // Writes made after a conflict do not wait behind it.
    expect(await kind.submit({ text: 'later' }, 'Later')).toMatchObject({ status: 'sent' });

    await resend(held!.seq);
    expect(await entriesOf(me._id)).toEqual([]);
    const last = sent.at(-1)!;
    expect(last.note).toEqual({ text: 'mine' });
    expect(last.key).not.toBe(sent[0]!.key);

    const again = await kind.submit({ text: 'mine again', was: 'old' }, 'Mine again');
    expect(again.status).toBe('conflict');
    await discard((await entriesOf(me._id))[0]!.seq);
    expect(await entriesOf(me._id)).toEqual([]);
  });

  it('says a refusal and keeps the write until the person gives it up or tries again', async () => {
    const me = signIn();
    const refused = () => {
      throw new ApiError(403, 'You do not have permission.', null);
    };
    const { kind } = noteKind('test.refused', [refused]);
    const outcome = await kind.submit({ text: 'no' }, 'No');
    expect(outcome).toMatchObject({ status: 'refused', error: { status: 403 } });
    expect(await shown()).toMatchObject([{ state: 'refused', label: 'No' }]);
    await resend((await entriesOf(me._id))[0]!.seq);
    expect(await entriesOf(me._id)).toEqual([]);
  });

  it('sends only the signed-in person’s writes, and leaves a kind it does not know', async () => {
    const me = signIn(aUser({ _id: 'me' }));
    const { sent } = noteKind('test.people', []);
    const theirs = { key: 'k1', kind: 'test.people', body: { text: 'theirs' }, label: 'Theirs' };
    const base = {
      queuedAt: new Date().toISOString(),
      state: 'waiting' as const,
      held: true,
      problem: null,
    };
    await addEntry({ ...theirs, ...base, userId: 'someone-else' });
    await addEntry({
      ...base,
      key: 'k2',
      kind: 'test.newer',
      body: {},
      label: 'Newer',
      userId: me._id,
    });
    await addEntry({
      ...base,
      key: 'k3',
      kind: 'test.people',
      body: { text: 'mine' },
      label: 'Mine',
      userId: me._id,
    });
    await drain();
    expect(sent.map(({ note, key }) => [note.text, key])).toEqual([['mine', 'k3']]);
    expect((await entriesOf(me._id)).map((entry) => entry.label)).toEqual(['Newer']);
    expect(await entriesOf('someone-else')).toHaveLength(1);
  });
});
