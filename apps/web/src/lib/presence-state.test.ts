import { PRESENCE_EXPIRY_MS, type PresenceEntry } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { applyPresence, expirePresence, NOBODY, peopleOf } from './presence-state';

const PRODUCT = 'p-1';
const entry = (key: string, userId: string, name: string, more: Partial<PresenceEntry> = {}) => ({
  key,
  seq: 1,
  user: { _id: userId, name, initials: name.slice(0, 1), profilePicture: null },
  place: 'product' as const,
  cell: null,
  typing: null,
  ...more,
});
const ana = entry('s-ana', 'u-ana', 'Ana Lima');
const benTab1 = entry('s-ben-1', 'u-ben', 'Ben Ito');
const benTab2 = entry('s-ben-2', 'u-ben', 'Ben Ito', {
  place: 'spec',
  cell: { pomId: 'pom-1', size: 'M' },
});

describe('presence as the browser folds it', () => {
  it('lists each other person once, never the user, the tab doing something speaking for them', () => {
    const state = applyPresence(
      NOBODY,
      {
        productId: PRODUCT,
        full: true,
        here: [ana, benTab1, benTab2, entry('s-me', 'u-me', 'Me')],
      },
      0,
    );
    const people = peopleOf(state, 'u-me');
    expect(people.map((person) => person.user.name)).toEqual(['Ana Lima', 'Ben Ito']);
    expect(people[1]).toMatchObject({ place: 'spec', cell: { pomId: 'pom-1', size: 'M' } });
    expect(people[0]!.color).toBe(peopleOf(state, null)[0]!.color);
  });

  it('keeps the newer move of a socket and never brings back one that left', () => {
    let state = applyPresence(NOBODY, { productId: PRODUCT, here: [{ ...ana, seq: 3 }] }, 0);
    // The newcomer's list, read before that move, arrives after it.
    state = applyPresence(state, { productId: PRODUCT, full: true, here: [benTab1, ana] }, 0);
    expect(state.entries.get('s-ana')?.entry.seq).toBe(3);
    state = applyPresence(state, { productId: PRODUCT, gone: ['s-ben-1'] }, 0);
    state = applyPresence(state, { productId: PRODUCT, full: true, here: [benTab1] }, 0);
    expect(peopleOf(state, null).map((person) => person.user.name)).toEqual(['Ana Lima']);
  });

  it('drops whoever the server stopped naming, and forgets everyone when told the user left', () => {
    let state = applyPresence(NOBODY, { productId: PRODUCT, here: [ana, benTab1] }, 0);
    state = applyPresence(state, { productId: PRODUCT, alive: ['s-ana'] }, PRESENCE_EXPIRY_MS);
    state = expirePresence(state, PRESENCE_EXPIRY_MS + 1);
    expect(peopleOf(state, null).map((person) => person.user.name)).toEqual(['Ana Lima']);
    state = applyPresence(state, { productId: PRODUCT, left: true }, PRESENCE_EXPIRY_MS + 2);
    expect(peopleOf(state, null)).toEqual([]);
  });
});
