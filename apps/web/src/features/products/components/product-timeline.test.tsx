import type { TimelineEntry } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aTeam, signIn } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockRequest } from '../../../testing/mock-api';
import { aProduct, PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderApp } from '../../../testing/render-app';

const NADIA = { _id: 'u-1', name: 'Nadia Lefèvre', guest: false };

const entry = (overrides: Partial<TimelineEntry>): TimelineEntry => ({
  _id: `e-${Math.random()}`,
  kind: 'edit',
  action: 'changed',
  field: null,
  before: null,
  after: null,
  subject: null,
  actor: NADIA,
  at: new Date().toISOString(),
  ...overrides,
});

const EVERYTHING = [
  entry({ kind: 'stage', action: 'moved', field: 'Stage', before: 'Idea', after: 'Sampling' }),
  entry({ field: 'Name', before: 'Pleated skirt', after: 'Pleated midi skirt' }),
  entry({ kind: 'file', action: 'added a version of', subject: 'front.png', after: 'Proto 2' }),
  entry({
    kind: 'comment',
    action: 'commented',
    subject: 'Shorten the hem',
    actor: { _id: null, name: 'Sam', guest: true },
  }),
  entry({ kind: 'product', action: 'created' }),
  entry({ field: 'Delivery window', after: '2027-02-01 – 2027-03-15' }),
];

describe('product timeline', () => {
  it('tells each change as a sentence, filters by kind and exports the CSV', async () => {
    const user = signIn();
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [aTeam()] },
      [`GET /product/${PRODUCT_ID}`]: { data: aProduct() },
      [`GET /product/${PRODUCT_ID}/files`]: { data: [] },
      'GET /product/productComments': { data: [] },
      [`GET /product/${PRODUCT_ID}/timeline`]: ({ searchParams }: MockRequest) => {
        const kind = searchParams.get('kind');
        const data = kind ? EVERYTHING.filter((item) => item.kind === kind) : EVERYTHING;
        return { data, extra: { pagination: { page: 1, limit: 20, total: data.length } } };
      },
      [`GET /product/${PRODUCT_ID}/timeline/export`]: { data: 'When,Who' },
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
    );
    const { user: person } = renderApp(`/productDetail/${PRODUCT_ID}`);

    const timeline = await screen.findByRole(
      'list',
      { name: 'Timeline entries' },
      { timeout: 10_000 },
    );
    const lines = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines[0]).toContain('Nadia Lefèvre moved it from Idea to Sampling');
    expect(lines[1]).toContain(
      'Nadia Lefèvre changed Name from “Pleated skirt” to “Pleated midi skirt”',
    );
    expect(lines[2]).toContain('Nadia Lefèvre added a version of front.png: “Proto 2”');
    expect(lines[3]).toContain('Sam (guest) commented: “Shorten the hem”');
    expect(lines[4]).toContain('Nadia Lefèvre created the product');
    // Kept as calendar dates, read in the user's date format.
    expect(lines[5]).toContain('Nadia Lefèvre set Delivery window to “01-02-2027 – 15-03-2027”');

    await person.click(screen.getByRole('combobox', { name: 'Show' }));
    await person.click(await screen.findByRole('option', { name: 'Files and versions' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Timeline entries' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(
      callsTo(fetchMock, `GET /product/${PRODUCT_ID}/timeline`).at(-1)!.searchParams.get('kind'),
    ).toBe('file');

    await person.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `GET /product/${PRODUCT_ID}/timeline/export`)).toHaveLength(1),
    );
    expect(
      callsTo(fetchMock, `GET /product/${PRODUCT_ID}/timeline/export`)[0]!.searchParams.get('kind'),
    ).toBe('file');
  });

  it('tells each change in the reader’s language, the names and words as written (issue 47 §4)', async () => {
    const user = signIn();
    const entries = [
      entry({ kind: 'stage', action: 'moved', field: 'Stage', before: 'Idea', after: 'Sampling' }),
      entry({ field: 'Deadline', before: '2027-02-01', after: '2027-03-15' }),
      entry({
        kind: 'file',
        action: 'added a version of',
        subject: 'front.png',
        after: 'Version 2',
      }),
      entry({
        kind: 'comment',
        action: 'commented',
        subject: 'Shorten the hem',
        actor: { _id: null, name: 'Sam', guest: true },
      }),
      entry({ kind: 'share', action: 'made a share link', subject: 'view only' }),
      entry({
        kind: 'spec',
        action: 'changed',
        field: 'Spec sheet',
        before: 'Revision 1',
        after: 'Revision 2',
        subject: '4 values changed, 1 tolerance changed',
      }),
      entry({
        kind: 'techpack',
        action: 'sent',
        field: 'Tech pack',
        after: 'Revision B',
        subject: 'Lucky Garments, Dongguan',
      }),
      entry({ kind: 'product', action: 'created', actor: null }),
    ];
    mockApi({
      'GET /auth/getProfile': { data: user },
      'GET /team/getUserTeamList': { data: [aTeam()] },
      [`GET /product/${PRODUCT_ID}`]: { data: aProduct() },
      [`GET /product/${PRODUCT_ID}/files`]: { data: [] },
      'GET /product/productComments': { data: [] },
      [`GET /product/${PRODUCT_ID}/timeline`]: {
        data: entries,
        extra: { pagination: { page: 1, limit: 20, total: entries.length } },
      },
    });
    renderApp(`/productDetail/${PRODUCT_ID}`, { language: 'fr' });

    const timeline = await screen.findByRole(
      'list',
      { name: 'Entrées de l’historique' },
      { timeout: 10_000 },
    );
    // The products catalogue's French is a chunk of its own: English until it has arrived.
    await waitFor(() =>
      expect(within(timeline).getAllByRole('listitem')[0]!.textContent).toContain(
        'Nadia Lefèvre l’a fait passer de l’étape Idée à l’étape Prototypage',
      ),
    );
    const lines = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines[1]).toContain(
      'Nadia Lefèvre a modifié l’échéance de « 01-02-2027 » en « 15-03-2027 »',
    );
    expect(lines[2]).toContain('Nadia Lefèvre a ajouté une version de front.png : « Version 2 »');
    expect(lines[3]).toContain('Sam (invité) a commenté : « Shorten the hem »');
    expect(lines[4]).toContain('Nadia Lefèvre a créé un lien de partage : lecture seule');
    expect(lines[5]).toContain(
      'Nadia Lefèvre a enregistré la révision 2 de la fiche de mesures : 4 valeurs modifiées, 1 tolérance modifiée',
    );
    expect(lines[6]).toContain(
      'Nadia Lefèvre a envoyé la révision B du dossier technique à Lucky Garments, Dongguan',
    );
    expect(lines[7]).toContain('Quelqu’un a créé le produit');
    // The actor is the sentence's bold name, wherever the language puts it.
    expect(within(timeline).getAllByText('Nadia Lefèvre')[0]!.tagName).toBe('SPAN');
  });
});
