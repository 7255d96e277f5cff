import type { TimelineEntry } from '@atelier/domain';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import appEnglish from '../../../locales/en.json';
import appFrench from '../../../locales/fr.json';
import english from '../locales/en.json';
import french from '../locales/fr.json';
import { timelineSentence, type TimelineReaders } from './timeline-sentence';

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

/** The readers a page in `locale` hands the sentence: its catalogues, stage names and dates. */
function readersIn(
  locale: string,
  catalogue: Record<string, string>,
  app: Record<string, string>,
  formatDate = asIs,
): TimelineReaders {
  const format = (text: string, values?: Record<string, unknown>) =>
    String(new IntlMessageFormat(text, locale).format(values as never));
  return {
    t: (key, values) => format(catalogue[key]!, values),
    stageName: (stage) => format(app[`stage.${stage}`]!),
    formatDate,
  };
}

const inEnglish = readersIn('en', english, appEnglish);
/** The sentence after the actor's name, as the English page writes it. */
const sentence = (item: TimelineEntry, formatDate = asIs) =>
  timelineSentence(item, { ...inEnglish, formatDate }, 'Ada').replace(/^Ada /, '');

describe('timelineSentence', () => {
  it('says what a spec sheet revision changed (issue 45)', () => {
    expect(sentence(entry({}))).toBe("made the spec sheet's revision 2: 4 values changed");
    expect(sentence(entry({ action: 'created', before: null, after: 'Revision 1' }))).toBe(
      'started the spec sheet (revision 1)',
    );
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
    expect(sentence(released)).toBe('released tech pack revision B');
    expect(sentence({ ...released, subject: 'After fit 2' })).toBe(
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
    expect(sentence({ ...link, action: 'sent' })).toBe(
      'sent tech pack revision B to Lucky Garments, Dongguan',
    );
    expect(sentence({ ...link, action: 'opened', subject: null })).toBe(
      'opened tech pack revision B',
    );
    expect(sentence({ ...link, action: 'revoked' })).toBe(
      'revoked the link of tech pack revision B sent to Lucky Garments, Dongguan',
    );
  });

  it('says what happened in a fit session', () => {
    const fit = entry({ kind: 'fit', field: 'Fit session', before: null, after: 'Fit 1' });
    expect(sentence({ ...fit, action: 'opened', subject: 'Fit 1 fit session, size M' })).toBe(
      'opened the Fit 1 fit session, size M',
    );
    expect(
      sentence({
        ...fit,
        action: 'measured',
        subject: 'Fit 1 fit session, size M: 3 points recorded',
      }),
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
    expect(sentence(edit, (date) => date.split('-').reverse().join('-'))).toBe(
      'changed deadline from “01-02-2027” to “15-03-2027”',
    );
  });

  it('reads back every part the server stores, in English as before', () => {
    const approval = entry({
      kind: 'approval',
      field: 'Stage',
      before: 'Sampling',
      after: 'Approved',
      subject: null,
    });
    expect(sentence({ ...approval, action: 'requested' })).toBe('asked to move it to Approved');
    expect(sentence({ ...approval, action: 'approved' })).toBe('approved it for Approved');
    expect(sentence({ ...approval, action: 'changes', subject: 'Longer sleeves' })).toBe(
      'asked for changes before Approved: “Longer sleeves”',
    );
    expect(sentence({ ...approval, action: 'cancelled' })).toBe(
      'withdrew the request for Approved',
    );
    const file = entry({
      kind: 'file',
      field: null,
      before: null,
      after: null,
      subject: 'front.png',
    });
    expect(sentence({ ...file, action: 'uploaded' })).toBe('uploaded front.png');
    expect(sentence({ ...file, action: 'deleted the folder', subject: 'Sketches' })).toBe(
      'deleted the folder Sketches',
    );
    expect(sentence({ ...file, action: 'renamed', before: 'a.png', after: 'b.png' })).toBe(
      'renamed a.png to b.png',
    );
    const share = entry({ kind: 'share', field: null, before: null, after: null });
    expect(
      sentence({
        ...share,
        action: 'shared by e-mail',
        subject: 'a@x.io, b@x.io (can view and comment)',
      }),
    ).toBe('shared by e-mail: a@x.io, b@x.io (can view and comment)');
    expect(sentence({ ...share, action: 'revoked a share link', subject: 'a@x.io' })).toBe(
      'revoked a share link: a@x.io',
    );
    expect(
      sentence(
        entry({
          kind: 'bom',
          action: 'created',
          before: null,
          after: null,
          subject: '1 line, 2 colourways',
        }),
      ),
    ).toBe('started the bill of materials (1 line, 2 colourways)');
    expect(
      sentence(
        entry({
          kind: 'construction',
          action: 'deleted',
          before: 'Callout 3',
          after: null,
          subject: 'Bar tack',
        }),
      ),
    ).toBe('deleted callout 3: “Bar tack”');
    expect(sentence(entry({ subject: '2 tolerances changed, imported from shirt.xlsx' }))).toBe(
      "made the spec sheet's revision 2: 2 tolerances changed, imported from shirt.xlsx",
    );
    // A part no message knows is told in the stored words, not dropped.
    expect(sentence(entry({ kind: 'share', action: 'froze the link', subject: 'view only' }))).toBe(
      'froze the link: view only',
    );
  });

  it('writes each sentence whole in French, the person’s words as written (issue 47 §4)', () => {
    const inFrench = readersIn('fr', french, appFrench);
    const say = (item: Partial<TimelineEntry>) => timelineSentence(entry(item), inFrench, 'Léa');
    expect(
      say({ kind: 'edit', field: 'Retail price', before: null, after: '€49.00', subject: null }),
    ).toBe('Léa a défini le prix de détail sur « €49.00 »');
    expect(say({ kind: 'edit', field: 'Season', before: 'SS27', after: null, subject: null })).toBe(
      'Léa a effacé la saison (valeur précédente : « SS27 »)',
    );
    expect(
      say({
        kind: 'approval',
        action: 'approved',
        field: 'Stage',
        before: 'Sampling',
        after: 'Approved',
        subject: null,
      }),
    ).toBe('Léa a validé son passage à l’étape Validé');
    expect(
      say({
        kind: 'fit',
        action: 'measured',
        field: 'Fit session',
        before: null,
        after: 'Proto',
        subject: 'Proto fit session, size M: 3 points recorded',
      }),
    ).toBe('Léa a mesuré lors de l’essayage Proto, taille M : 3 points relevés');
    expect(say({ subject: '1 value changed, from the Proto fit session, size M' })).toBe(
      'Léa a enregistré la révision 2 de la fiche de mesures : 1 valeur modifiée, d’après l’essayage Proto, taille M',
    );
    expect(
      say({
        kind: 'bom',
        action: 'changed',
        before: null,
        after: null,
        subject: '3 lines, 1 colourway',
      }),
    ).toBe('Léa a modifié la nomenclature (3 lignes, 1 coloris)');
    expect(
      say({
        kind: 'construction',
        action: 'added',
        field: 'Callout',
        before: null,
        after: 'Callout 4',
        subject: 'Double topstitch',
      }),
    ).toBe('Léa a ajouté le repère 4 : « Double topstitch »');
    expect(
      say({
        kind: 'share',
        action: 'shared by e-mail',
        before: null,
        after: null,
        subject: 'a@x.io (can view and comment)',
      }),
    ).toBe('Léa a partagé par e-mail avec a@x.io (lecture et commentaires)');
    expect(
      say({
        kind: 'product',
        action: 'duplicated',
        before: null,
        after: null,
        subject: 'Pleated skirt',
      }),
    ).toBe('Léa l’a créé en copie de Pleated skirt');
  });
});
