import {
  DEFAULT_GENERAL_SETTINGS,
  messages,
  type FitSession,
  type GeneralSettings,
  type SpecSheet,
} from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer, type MockRequest } from '../../../testing/mock-api';
import { PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderWithProviders } from '../../../testing/render-app';
import {
  aSpecSheet,
  BODY_ID,
  CHEST_ID,
  LETTER_SIZES,
  TEAM_POMS,
} from '../../../testing/spec-fixtures';
import { SpecSheetSection } from './spec-sheet-section';
import { onPhone } from '../../../testing/on-phone';

const SPEC = `/product/${PRODUCT_ID}/spec`;
const FITS = `/product/${PRODUCT_ID}/fits`;
const FIT_ID = 'f1f1f1f1-0000-4000-8000-000000000001';
const SAVED = { timeout: 10_000 };
const COMMA: GeneralSettings = { ...DEFAULT_GENERAL_SETTINGS, decimalSeparator: 'comma' };
type Handler = MockAnswer | ((request: MockRequest) => MockAnswer);

/** A fit session in M with nothing measured yet. */
const FIT: FitSession = {
  _id: FIT_ID,
  productId: PRODUCT_ID,
  round: 'Fit 1',
  sampleSize: 'M',
  arrivedAt: null,
  specRevision: 3,
  unit: 'cm',
  appliedRevision: null,
  appliedAt: null,
  appliedBy: null,
  measuredCount: 0,
  outOfToleranceCount: 0,
  createdAt: '2026-12-05T10:30:00.000Z',
  createdBy: { _id: 'b0b0b0b0-0000-4000-8000-000000000002', name: 'Ben Baker' },
  rows: [],
  photos: [],
  policies: { edit: true },
};

function open(
  sheet: SpecSheet,
  { settings = DEFAULT_GENERAL_SETTINGS, handlers = {}, isPhone = true } = {} as {
    settings?: GeneralSettings;
    handlers?: Record<string, Handler>;
    isPhone?: boolean;
  },
) {
  onPhone(isPhone);
  signIn();
  const fetchMock = mockApi({
    'GET /generalSetting': { data: settings },
    [`GET ${SPEC}`]: { data: sheet },
    'GET /pom': { data: TEAM_POMS },
    'GET /sizeRange': { data: [LETTER_SIZES] },
    [`GET ${SPEC}/revisions`]: { data: [] },
    [`GET ${FITS}`]: { data: [FIT] },
    [`GET ${FITS}/${FIT_ID}`]: { data: FIT },
    [`PUT ${SPEC}`]: ({ body }) => ({
      message: messages.specSaved,
      data: { ...sheet, revision: (body as { revision: number }).revision + 1 },
    }),
    ...handlers,
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <SpecSheetSection productId={PRODUCT_ID} productName="Boxy tee" teamId={TEAM_ID} />,
  );
  return { user, fetchMock };
}

const field = (name: string) => screen.findByRole('textbox', { name });
const pad = () => screen.findByRole('group', { name: /^Number pad for/ });
const press = async (user: ReturnType<typeof userEvent.setup>, ...names: string[]) => {
  for (const name of names) await user.click(within(await pad()).getByRole('button', { name }));
};

describe('number pad', () => {
  it('types with the person’s decimal comma, and the sheet reads it', async () => {
    const { user, fetchMock } = open(aSpecSheet(), { settings: COMMA });
    // Lengths show with the person's separator too.
    expect(await field('T02 M (base size)')).toHaveValue('50');
    await user.click(screen.getByRole('button', { name: 'Next size' }));
    expect(await field('T02 L')).toHaveValue('52,5');
    await user.click(await field('T02 L'));
    expect(within(await pad()).queryByRole('button', { name: 'Decimal point' })).toBeNull();
    await press(user, '5', '3', 'Decimal comma', '2', '5', 'Done');
    expect(await field('T02 L')).toHaveValue('53,25');
    // The pad's keys keep the focus in the field typed in.
    expect(await field('T02 L')).toHaveFocus();

    await waitFor(() => expect(callsTo(fetchMock, `PUT ${SPEC}`)).toHaveLength(1), SAVED);
    expect(callsTo(fetchMock, `PUT ${SPEC}`)[0]!.body).toMatchObject({
      rows: [{ pomId: BODY_ID }, { pomId: CHEST_ID, values: { L: '53.25' } }],
    });
  });

  it('types inches in eighths with the fraction keys, backspace taking a fraction whole', async () => {
    const { user, fetchMock } = open(aSpecSheet({ unit: 'in' }));
    // 70 cm is 27 1/2 in to the nearest eighth, as the sheet shows it.
    expect(await field('T01 M (base size)')).toHaveValue('27 1/2');
    await user.click(await field('T01 M (base size)'));
    await press(user, '2', '8', '3/8 inch', '1/2 inch');
    expect(await field('T01 M (base size)')).toHaveValue('28 1/2');
    await press(user, 'Delete the last character');
    expect(await field('T01 M (base size)')).toHaveValue('28');
    await press(user, '3/4 inch', 'Next point of measure');
    // Next went down to chest, and the pad types there now.
    expect(await field('T02 M (base size)')).toHaveFocus();
    await press(user, '2', '0', '1/8 inch', 'Next point of measure');
    expect(screen.queryByRole('group', { name: /^Number pad for/ })).toBeNull();

    // Exactly 28 3/4 and 20 1/8 in; the sheet holds centimetres that are not whole eighths (its
    // 1 cm tolerances), so it goes in centimetres, as from the desktop grid. It saves as it goes:
    // on a slow machine the first point may go on its own before the second is typed.
    await waitFor(
      () =>
        expect(callsTo(fetchMock, `PUT ${SPEC}`).at(-1)?.body).toMatchObject({
          unit: 'cm',
          rows: [
            { pomId: BODY_ID, base: '73.025' },
            { pomId: CHEST_ID, base: '51.1175' },
          ],
        }),
      SAVED,
    );
  });

  it('records a fit session’s supplier and own measurements, Next going down the points', async () => {
    const { user, fetchMock } = open(aSpecSheet(), {
      settings: COMMA,
      handlers: {
        [`PUT ${FITS}/${FIT_ID}`]: { message: messages.fitRecorded, data: FIT },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Fit 1 · M' }));
    // On a phone each point of measure is a card, not a row of a table that scrolls sideways.
    const table = await screen.findByRole('list', { name: 'Measurements' });
    expect(screen.queryByRole('table', { name: 'Measurements' })).toBeNull();
    expect(within(table).getByRole('listitem', { name: /^T01 / })).toHaveTextContent('Spec (M)');
    const supplier = within(table).getByRole('textbox', { name: 'T01 supplier' });
    expect(supplier).toHaveAttribute('inputmode', 'none');
    expect(within(table).getByRole('textbox', { name: 'T01 comment' })).not.toHaveAttribute(
      'inputmode',
    );
    await user.click(supplier);
    await press(user, '7', '2', 'Decimal comma', '5', 'Next point of measure');
    expect(within(table).getByRole('textbox', { name: 'T02 supplier' })).toHaveFocus();
    await press(user, '4', '9', 'Done');
    await user.click(within(table).getByRole('textbox', { name: 'T01 own' }));
    await press(user, '7', '1', 'Done');

    await waitFor(() => expect(callsTo(fetchMock, `PUT ${FITS}/${FIT_ID}`)).toHaveLength(3));
    expect(callsTo(fetchMock, `PUT ${FITS}/${FIT_ID}`).map((call) => call.body)).toEqual([
      { unit: 'cm', rows: [{ pomId: BODY_ID, supplier: '72.5', was: { supplier: null } }] },
      { unit: 'cm', rows: [{ pomId: CHEST_ID, supplier: '49', was: { supplier: null } }] },
      { unit: 'cm', rows: [{ pomId: BODY_ID, own: '71', was: { own: null } }] },
    ]);
  });

  it('is not there on a desktop, where the fields are text inputs', async () => {
    const { user } = open(aSpecSheet(), { isPhone: false });
    await user.click(await screen.findByRole('button', { name: 'Fit 1 · M' }));
    const table = await screen.findByRole('table', { name: 'Measurements' });
    const supplier = within(table).getByRole('textbox', { name: 'T01 supplier' });
    await user.click(supplier);
    expect(supplier).not.toHaveAttribute('inputmode');
    expect(screen.queryByRole('group', { name: /^Number pad for/ })).toBeNull();
    expect(await screen.findByRole('table', { name: /^Spec sheet in/ })).toBeInTheDocument();
  });
});
