import {
  DEFAULT_GENERAL_SETTINGS,
  messages,
  type FitRow,
  type FitSession,
  type SampleRound,
  type SpecSheet,
} from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer, type MockRequest } from '../../../testing/mock-api';
import { PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderWithProviders, renderWithRouter } from '../../../testing/render-app';
import {
  aSpecSheet,
  BODY_ID,
  CHEST_ID,
  LETTER_SIZES,
  TEAM_POMS,
} from '../../../testing/spec-fixtures';
import { SpecSheetSection } from './spec-sheet-section';

const SPEC = `/product/${PRODUCT_ID}/spec`;
const FIT_ID = 'f1f1f1f1-0000-4000-8000-000000000001';
const FITS = `/product/${PRODUCT_ID}/fits`;
const ARRIVED = '04-12-2026';
type Handler = MockAnswer | ((request: MockRequest) => MockAnswer);

/** The team's own rounds: Fit 2 renamed, an SMS round added after Fit 1. */
const ROUNDS: SampleRound[] = ['Proto', 'Fit 1', 'SMS', 'Second fit', 'PP'].map(
  (name, position) => ({
    _id: `5a5a5a5a-0000-4000-8000-00000000000${position}`,
    name,
    position,
    sessionCount: name === 'Fit 1' ? 1 : 0,
  }),
);

function aFitRow(overrides: Partial<FitRow> = {}): FitRow {
  return {
    pomId: BODY_ID,
    code: 'T01',
    name: 'Body length from HPS',
    spec: 70,
    tolerance: { minus: 1, plus: 1 },
    supplier: 72.5,
    own: null,
    measured: 72.5,
    deviation: 2.5,
    outOfTolerance: true,
    revised: null,
    comment: null,
    specRevision: 3,
    recordedAt: '2026-12-05T11:00:00.000Z',
    recordedBy: { _id: 'b0b0b0b0-0000-4000-8000-000000000002', name: 'Ben Baker' },
    history: [],
    ...overrides,
  };
}

function aFit(overrides: Partial<FitSession> = {}): FitSession {
  return {
    _id: FIT_ID,
    productId: PRODUCT_ID,
    round: 'Fit 1',
    sampleSize: 'M',
    arrivedAt: '2026-12-04',
    specRevision: 3,
    unit: 'cm',
    appliedRevision: null,
    appliedAt: null,
    appliedBy: null,
    measuredCount: 2,
    outOfToleranceCount: 1,
    createdAt: '2026-12-05T10:30:00.000Z',
    createdBy: { _id: 'b0b0b0b0-0000-4000-8000-000000000002', name: 'Ben Baker' },
    rows: [
      aFitRow(),
      aFitRow({
        pomId: CHEST_ID,
        code: 'T02',
        name: 'Chest width',
        spec: 50,
        supplier: 49.5,
        measured: 49.5,
        deviation: -0.5,
        outOfTolerance: false,
      }),
    ],
    photos: [],
    policies: { edit: true },
    ...overrides,
  };
}

function openSheet(sheet: SpecSheet | (() => SpecSheet), handlers: Record<string, Handler> = {}) {
  signIn();
  const fetchMock = mockApi({
    'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
    [`GET ${SPEC}`]: () => ({ data: typeof sheet === 'function' ? sheet() : sheet }),
    'GET /pom': { data: TEAM_POMS },
    'GET /sizeRange': { data: [LETTER_SIZES] },
    [`GET ${SPEC}/revisions`]: { data: [] },
    [`GET ${FITS}`]: { data: [{ ...aFit(), rows: [] }] },
    [`GET ${FITS}/${FIT_ID}`]: { data: aFit() },
    [`GET /team/${TEAM_ID}/sampleRounds`]: { data: ROUNDS },
    ...handlers,
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <SpecSheetSection productId={PRODUCT_ID} productName="Boxy tee" teamId={TEAM_ID} />,
  );
  return { user, fetchMock };
}

async function openSession(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Fit 1 · M' }));
  return screen.findByRole('table', { name: 'Measurements' });
}

describe('fit sessions', () => {
  it('lists the sessions and opens a new one in a size of the sheet', async () => {
    const { user, fetchMock } = openSheet(aSpecSheet(), {
      [`POST ${FITS}`]: { status: 201, message: messages.fitCreated, data: aFit() },
    });

    const list = await screen.findByRole('table', { name: 'Fit sessions' });
    const [, row] = within(list).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Fit 1 · M', 'M', ARRIVED, '2', '1', 'Not yet']);

    await user.click(screen.getByRole('button', { name: 'New fit session' }));
    const form = await screen.findByRole('form', { name: 'New fit session' });
    // The team's rounds in its order, starting from the one after the newest session's (Fit 1).
    const round = within(form).getByRole('combobox', { name: 'Round' });
    expect(round).toHaveValue('SMS');
    await user.click(round);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(
      ROUNDS.map(({ name }) => name),
    );
    await user.click(screen.getByRole('option', { name: 'Second fit' }));
    await user.click(within(form).getByRole('combobox', { name: 'Sample size' }));
    await user.click(await screen.findByRole('option', { name: 'L' }));
    await user.click(within(form).getByRole('button', { name: 'Open session' }));

    await waitFor(() => expect(callsTo(fetchMock, `POST ${FITS}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `POST ${FITS}`)[0]!.body).toEqual({
      round: 'Second fit',
      sampleSize: 'L',
    });
    expect(await screen.findByRole('table', { name: 'Measurements' })).toBeInTheDocument();
  });

  it('shows each point against its spec and says in words which are out of tolerance', async () => {
    const { user } = openSheet(aSpecSheet());
    const table = await openSession(user);

    const [, body, chest] = within(table).getAllByRole('row');
    expect(body).toHaveTextContent('T01');
    expect(body).toHaveTextContent('70');
    expect(body).toHaveTextContent('−1 / +1');
    expect(body).toHaveTextContent('+2.5');
    expect(body).toHaveTextContent('Out of tolerance');
    expect(within(body!).getByRole('textbox', { name: 'T01 supplier' })).toHaveValue('72.5');
    expect(chest).toHaveTextContent('−0.5');
    expect(chest).toHaveTextContent('Within tolerance');
  });

  it('records a changed field of a point when it is left, and shows the latest', async () => {
    const { user, fetchMock } = openSheet(aSpecSheet(), {
      [`PUT ${FITS}/${FIT_ID}`]: {
        message: messages.fitRecorded,
        data: aFit({
          rows: [
            aFitRow({ own: 70.5, measured: 70.5, deviation: 0.5, outOfTolerance: false }),
            aFit().rows[1]!,
          ],
        }),
      },
    });
    const table = await openSession(user);

    await user.type(within(table).getByRole('textbox', { name: 'T01 own' }), '70.5');
    await user.tab();

    await waitFor(() => expect(callsTo(fetchMock, `PUT ${FITS}/${FIT_ID}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `PUT ${FITS}/${FIT_ID}`)[0]!.body).toEqual({
      unit: 'cm',
      rows: [{ pomId: BODY_ID, own: '70.5', was: { own: null } }],
    });
    // Sent through the outbox (issue 48 §3): under a key of its own, so a replay is made once.
    expect(callsTo(fetchMock, `PUT ${FITS}/${FIT_ID}`)[0]!.headers.get('idempotency-key')).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    expect(await screen.findByText(messages.fitRecorded)).toBeInTheDocument();
    const [, body] = within(table).getAllByRole('row');
    expect(body).toHaveTextContent('+0.5');
    expect(body).toHaveTextContent('Within tolerance');
    // Leaving a field unchanged sends nothing.
    await user.click(within(table).getByRole('textbox', { name: 'T01 supplier' }));
    await user.tab();
    expect(callsTo(fetchMock, `PUT ${FITS}/${FIT_ID}`)).toHaveLength(1);
  });

  it('applies the revised values as the next revision once confirmed', async () => {
    let applied = false;
    const { user, fetchMock } = openSheet(() => aSpecSheet({ revision: applied ? 4 : 3 }), {
      [`GET ${FITS}/${FIT_ID}`]: () => ({
        data: aFit({
          appliedRevision: applied ? 4 : null,
          rows: [aFitRow({ revised: 71 }), aFit().rows[1]!],
        }),
      }),
      [`POST ${FITS}/${FIT_ID}/apply`]: () => {
        applied = true;
        return { message: messages.fitApplied, data: aSpecSheet({ revision: 4 }) };
      },
    });
    await openSession(user);

    await user.click(screen.getByRole('button', { name: 'Apply revised values' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply revised values' });
    expect(dialog).toHaveTextContent(
      'The revised values of 1 point become size M of the spec sheet’s revision 4.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply as revision 4' }));

    await waitFor(() => expect(callsTo(fetchMock, `POST ${FITS}/${FIT_ID}/apply`)).toHaveLength(1));
    expect(callsTo(fetchMock, `POST ${FITS}/${FIT_ID}/apply`)[0]!.body).toEqual({});
    expect(await screen.findByText(messages.fitApplied)).toBeInTheDocument();
    expect(await screen.findByText('Applied as revision 4.')).toBeInTheDocument();
  });

  it('shows why the server refused to apply in the dialog', async () => {
    const { user } = openSheet(aSpecSheet(), {
      [`GET ${FITS}/${FIT_ID}`]: { data: aFit({ rows: [aFitRow({ revised: 71 })] }) },
      [`POST ${FITS}/${FIT_ID}/apply`]: { status: 409, message: messages.fitAlreadyApplied(4) },
    });
    await openSession(user);

    await user.click(screen.getByRole('button', { name: 'Apply revised values' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply revised values' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply as revision 4' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This fit session is already on the spec sheet (revision 4).',
    );
  });

  it('asks for the current revision when the sheet moved on since the measuring', async () => {
    const { user, fetchMock } = openSheet(aSpecSheet({ revision: 5 }), {
      [`GET ${FITS}/${FIT_ID}`]: { data: aFit({ rows: [aFitRow({ revised: 71 })] }) },
      [`POST ${FITS}/${FIT_ID}/apply`]: {
        message: messages.fitApplied,
        data: aSpecSheet({ revision: 6 }),
      },
    });
    await openSession(user);

    await user.click(screen.getByRole('button', { name: 'Apply revised values' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply revised values' });
    expect(dialog).toHaveTextContent('the sheet is now at revision 5');
    await user.click(within(dialog).getByRole('button', { name: 'Apply as revision 6' }));

    await waitFor(() => expect(callsTo(fetchMock, `POST ${FITS}/${FIT_ID}/apply`)).toHaveLength(1));
    expect(callsTo(fetchMock, `POST ${FITS}/${FIT_ID}/apply`)[0]!.body).toEqual({ revision: 5 });
  });
});

const FIT2_ID = 'f1f1f1f1-0000-4000-8000-000000000002';
const FRONT_ID = 'aaaaaaaa-0000-4000-8000-000000000001';
const BACK_ID = 'aaaaaaaa-0000-4000-8000-000000000002';

/** The spec sheet section in a router (fit photos link to the image page). */
function openRouted(handlers: Record<string, Handler>) {
  signIn();
  const fetchMock = mockApi({
    'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
    [`GET ${SPEC}`]: { data: aSpecSheet() },
    'GET /pom': { data: TEAM_POMS },
    'GET /sizeRange': { data: [LETTER_SIZES] },
    [`GET ${SPEC}/revisions`]: { data: [] },
    [`GET ${FITS}`]: { data: [{ ...aFit(), rows: [] }] },
    [`GET ${FITS}/${FIT_ID}`]: { data: aFit() },
    ...handlers,
  });
  const routed = renderWithRouter(
    <SpecSheetSection productId={PRODUCT_ID} productName="Boxy tee" teamId={TEAM_ID} />,
  );
  return { ...routed, fetchMock };
}

const anImage = (id: string, name: string, ext = 'png') => ({
  _id: id,
  kind: 'file' as const,
  parentId: null,
  name,
  path: `products/t/p/${id}.${ext}`,
  ext,
  size: 70,
  url: `/api/v1/files/${id}.${ext}`,
  thumbnail: ext === 'png' ? `/api/v1/files/th_${id}.webp` : null,
  preview: null,
  status: 'ready' as const,
  createdAt: '2026-12-05T10:00:00.000Z',
});

describe('a fit session’s history and photos', () => {
  it('shows a point’s earlier entries behind a History disclosure', async () => {
    const { user } = openSheet(aSpecSheet(), {
      [`GET ${FITS}/${FIT_ID}`]: {
        data: aFit({
          rows: [
            aFitRow({
              own: 70.5,
              history: [
                {
                  supplier: 72.5,
                  own: 71.5,
                  revised: null,
                  comment: 'Long',
                  recordedAt: '2026-12-01T09:00:00.000Z',
                  recordedBy: { _id: 'b0b0b0b0-0000-4000-8000-000000000003', name: 'Ada Ames' },
                },
                {
                  supplier: null,
                  own: null,
                  revised: null,
                  comment: null,
                  recordedAt: '2026-11-30T09:00:00.000Z',
                  recordedBy: null,
                },
              ],
            }),
          ],
        }),
      },
    });
    const table = await openSession(user);
    const toggle = within(table).getByRole('button', { name: 'T01 history, 2 earlier entries' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(table).queryByRole('list', { name: 'T01 earlier entries' })).toBeNull();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const entries = within(
      within(table).getByRole('list', { name: 'T01 earlier entries' }),
    ).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('supplier 72.5, own 71.5, “Long” — Ada Ames,');
    expect(entries[1]).toHaveTextContent('cleared — Someone,');
    // A point without earlier entries has no disclosure.
    expect(within(table).queryByRole('button', { name: /T02 history/ })).toBeNull();
  });

  it('shows the photos with their open pins, opening the image page; × takes one off', async () => {
    const photos = [
      {
        fileId: FRONT_ID,
        name: 'front.png',
        version: 2,
        thumbnail: '/api/v1/files/th_front.webp',
        url: '/api/v1/files/front.png',
        pins: 3,
      },
      { fileId: BACK_ID, name: 'back.png', version: 1, thumbnail: null, url: null, pins: 1 },
    ];
    const { user, router, fetchMock } = openRouted({
      [`GET ${FITS}/${FIT_ID}`]: { data: aFit({ photos }) },
      [`PUT ${FITS}/${FIT_ID}/photos`]: {
        message: messages.fitPhotosSaved,
        data: aFit({ photos: [photos[1]!] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Fit 1 · M' }));
    const strip = await screen.findByRole('list', { name: 'Fit photos' });
    const [front, back] = within(strip).getAllByRole('listitem');
    expect(front).toHaveTextContent('v2 · 3 open pins');
    expect(back).toHaveTextContent('v1 · 1 open pin');
    const link = within(front!).getByRole('link', {
      name: 'front.png, version 2, 3 open pins: open to place pins',
    });
    expect(link).toHaveAttribute('href', `/productImgDetail/${FRONT_ID}?product=${PRODUCT_ID}`);
    expect(within(link).getByRole('img', { name: 'front.png' })).toHaveAttribute(
      'src',
      '/api/v1/files/th_front.webp',
    );

    await user.click(
      within(front!).getByRole('button', { name: 'Remove front.png from the fit photos' }),
    );
    await waitFor(() => expect(callsTo(fetchMock, `PUT ${FITS}/${FIT_ID}/photos`)).toHaveLength(1));
    expect(callsTo(fetchMock, `PUT ${FITS}/${FIT_ID}/photos`)[0]!.body).toEqual({
      fileIds: [BACK_ID],
    });
    await waitFor(() =>
      expect(
        within(strip)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('back.png')]),
    );

    await user.click(within(strip).getByRole('link'));
    expect(router.state.location.pathname).toBe(`/productImgDetail/${BACK_ID}`);
  });

  it('adds photos from the product’s images only, keeping those already linked first', async () => {
    const { user, fetchMock } = openRouted({
      [`GET ${FITS}/${FIT_ID}`]: {
        data: aFit({
          photos: [
            {
              fileId: BACK_ID,
              name: 'back.png',
              version: 1,
              thumbnail: null,
              url: null,
              pins: 0,
            },
          ],
        }),
      },
      [`GET /product/${PRODUCT_ID}/files`]: {
        data: [
          anImage(FRONT_ID, 'front.png'),
          anImage(BACK_ID, 'back.png'),
          anImage('aaaaaaaa-0000-4000-8000-000000000003', 'notes.txt', 'txt'),
        ],
      },
      [`PUT ${FITS}/${FIT_ID}/photos`]: { message: messages.fitPhotosSaved, data: aFit() },
    });
    await user.click(await screen.findByRole('button', { name: 'Fit 1 · M' }));
    await user.click(await screen.findByRole('button', { name: 'Add photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add fit photos' });
    const images = await within(dialog).findByRole('group', { name: 'Images' });
    expect(
      within(images)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, true]);
    expect(within(dialog).queryByText('notes.txt')).toBeNull();

    await user.click(within(images).getByRole('checkbox', { name: 'front.png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save photos' }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT ${FITS}/${FIT_ID}/photos`)).toHaveLength(1));
    expect(callsTo(fetchMock, `PUT ${FITS}/${FIT_ID}/photos`)[0]!.body).toEqual({
      fileIds: [BACK_ID, FRONT_ID],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/No fit photos yet\./)).toBeInTheDocument();
  });

  it('reads two sessions side by side: what moved, and what crossed the tolerance', async () => {
    const fit2 = aFit({
      _id: FIT2_ID,
      round: 'Fit 2',
      createdAt: '2026-12-06T10:30:00.000Z',
      rows: [
        aFitRow({ own: 70.5, measured: 70.5, deviation: 0.5, outOfTolerance: false }),
        aFitRow({
          pomId: CHEST_ID,
          code: 'T02',
          name: 'Chest width',
          spec: 50,
          supplier: 51.5,
          measured: 51.5,
          deviation: 1.5,
          outOfTolerance: true,
        }),
      ],
    });
    const { user } = openSheet(aSpecSheet(), {
      [`GET ${FITS}`]: {
        data: [
          { ...fit2, rows: [] },
          { ...aFit(), rows: [] },
        ],
      },
      [`GET ${FITS}/${FIT2_ID}`]: { data: fit2 },
    });
    await user.click(await screen.findByRole('button', { name: 'Compare sessions side by side' }));
    const table = await screen.findByRole('table', { name: 'Fit 1 · M → Fit 2 · M' });
    const [, body, chest] = within(table).getAllByRole('row');
    expect(
      within(body!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'T01Body length from HPS',
      '70',
      '70',
      '72.5',
      '70.5',
      '+2.5 (out)',
      '+0.5',
      '−2',
      'Came into tolerance',
    ]);
    expect(chest).toHaveTextContent('−0.5');
    expect(chest).toHaveTextContent('+1.5 (out)');
    expect(chest).toHaveTextContent('+2');
    expect(chest).toHaveTextContent('Went out of tolerance');

    // Choosing the same session twice compares nothing.
    await user.click(screen.getByRole('combobox', { name: 'To' }));
    await user.click(await screen.findByRole('option', { name: /^Fit 1 · M/ }));
    expect(await screen.findByText('Choose two different sessions.')).toBeInTheDocument();
  });
});
