import type { TimelineEntry } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { timelineSentence } from './timeline-sentence';

const entry = (overrides: Partial<TimelineEntry>): TimelineEntry => ({
  _id: 'e1',
  kind: 'spec',
  action: 'changed',
  field: 'Spec sheet',
  before: 'Revision 1',
  after: 'Revision 2',
  subject: '4 values changed',
  actor: { _id: 'u1', name: 'Ada Lovelace', guest: false },
  at: '2026-12-06T10:00:00.000Z',
  ...overrides,
});
const asIs = (date: string) => date;

describe('timelineSentence', () => {
  it('says what a spec sheet revision changed (issue 45)', () => {
    expect(timelineSentence(entry({}), asIs)).toBe(
      "made the spec sheet's revision 2: 4 values changed",
    );
    expect(
      timelineSentence(entry({ action: 'created', before: null, after: 'Revision 1' }), asIs),
    ).toBe('started the spec sheet (revision 1)');
  });

  it('says which tech pack revision was released, with its note (issue 46 §5)', () => {
    const released = entry({
      kind: 'techpack',
      action: 'released',
      field: 'Tech pack',
      before: null,
      after: 'Revision B',
      subject: null,
    });
    expect(timelineSentence(released, asIs)).toBe('released tech pack revision B');
    expect(timelineSentence({ ...released, subject: 'After fit 2' }, asIs)).toBe(
      'released tech pack revision B: “After fit 2”',
    );
  });

  it('says to whom a tech pack revision was sent, that they opened it, and its revocation (issue 46 §7)', () => {
    const link = entry({
      kind: 'techpack',
      field: 'Tech pack',
      before: null,
      after: 'Revision B',
      subject: 'Lucky Garments, Dongguan',
    });
    expect(timelineSentence({ ...link, action: 'sent' }, asIs)).toBe(
      'sent tech pack revision B to Lucky Garments, Dongguan',
    );
    expect(timelineSentence({ ...link, action: 'opened', subject: null }, asIs)).toBe(
      'opened tech pack revision B',
    );
    expect(timelineSentence({ ...link, action: 'revoked' }, asIs)).toBe(
      'revoked the link of tech pack revision B sent to Lucky Garments, Dongguan',
    );
  });

  it('says what happened in a fit session', () => {
    const fit = entry({ kind: 'fit', field: 'Fit session', before: null, after: 'Fit 1' });
    expect(
      timelineSentence({ ...fit, action: 'opened', subject: 'Fit 1 fit session, size M' }, asIs),
    ).toBe('opened the Fit 1 fit session, size M');
    expect(
      timelineSentence(
        { ...fit, action: 'measured', subject: 'Fit 1 fit session, size M: 3 points recorded' },
        asIs,
      ),
    ).toBe('measured in the Fit 1 fit session, size M: 3 points recorded');
  });

  it('writes the dates an edit set the reader’s way', () => {
    const edit = entry({
      kind: 'edit',
      field: 'deadline',
      before: '2027-02-01',
      after: '2027-03-15',
      subject: null,
    });
    expect(timelineSentence(edit, (date) => date.split('-').reverse().join('-'))).toBe(
      'changed deadline from “01-02-2027” to “15-03-2027”',
    );
  });
});
