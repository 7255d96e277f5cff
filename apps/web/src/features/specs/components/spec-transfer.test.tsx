import {
  DEFAULT_GENERAL_SETTINGS,
  messages,
  type SpecImportPreview,
  type SpecSheet,
} from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer, type MockRequest } from '../../../testing/mock-api';
import { PRODUCT_ID } from '../../../testing/product-fixtures';
import type { AppLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render-app';
import { aSpecSheet, BODY_ID, LETTER_SIZES, TEAM_POMS } from '../../../testing/spec-fixtures';
import { SpecSheetSection } from './spec-sheet-section';

const SPEC = `/product/${PRODUCT_ID}/spec`;
type Handler = MockAnswer | ((request: MockRequest) => MockAnswer);

function aPreview(overrides: Partial<SpecImportPreview> = {}): SpecImportPreview {
  return {
    fileName: 'jacket.csv',
    format: 'csv',
    unit: 'cm',
    unitFrom: 'header',
    sizes: ['S', 'M', 'L'],
    baseSize: 'M',
    baseSizeFrom: 'file',
    revision: 3,
    rows: [
      {
        row: 2,
        code: 'T01',
        description: 'Body length from HPS',
        pomId: BODY_ID,
        status: 'changed',
        tolerance: { minus: 1, plus: 1 },
        values: { S: 68, M: 71, L: 73 },
      },
      {
        row: 3,
        code: 'T09',
        description: 'Hem width',
        pomId: null,
        status: 'added',
        tolerance: { minus: 1, plus: 1 },
        values: { S: 50, M: 52, L: 54 },
      },
    ],
    newPoms: [{ row: 3, code: 'T09', name: 'Hem width', tolerance: { minus: 1, plus: 1 } }],
    removed: [{ pomId: 'x', code: 'T02', name: 'Chest width' }],
    problems: [],
    changedValues: 6,
    changes: true,
    ...overrides,
  };
}

function openSheet(
  sheet: SpecSheet | (() => SpecSheet),
  handlers: Record<string, Handler> = {},
  language?: AppLanguage,
) {
  signIn();
  const fetchMock = mockApi({
    'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
    [`GET ${SPEC}`]: () => ({ data: typeof sheet === 'function' ? sheet() : sheet }),
    'GET /pom': { data: TEAM_POMS },
    'GET /sizeRange': { data: [LETTER_SIZES] },
    [`GET ${SPEC}/revisions`]: { data: [] },
    [`GET /product/${PRODUCT_ID}/fits`]: { data: [] },
    ...handlers,
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <SpecSheetSection productId={PRODUCT_ID} productName="Boxy tee" teamId={TEAM_ID} />,
    { language },
  );
  return { user, fetchMock };
}

const csv = () => new File(['POM code,Description\n'], 'jacket.csv', { type: 'text/csv' });

describe('spec sheet files', () => {
  it('downloads the sheet as XLSX and as CSV with the session', async () => {
    const { user, fetchMock } = openSheet(aSpecSheet(), {
      [`GET ${SPEC}/export`]: { data: 'POM code' },
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
    );

    await user.click(await screen.findByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(callsTo(fetchMock, `GET ${SPEC}/export`)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(callsTo(fetchMock, `GET ${SPEC}/export`)).toHaveLength(2));

    const [xlsx, csvCall] = callsTo(fetchMock, `GET ${SPEC}/export`);
    expect(xlsx!.searchParams.get('format')).toBe('xlsx');
    expect(csvCall!.searchParams.get('format')).toBe('csv');
    expect(xlsx!.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('shows what a file would change, then applies it at the revision it was read against', async () => {
    let applied = false;
    const { user, fetchMock } = openSheet(() => aSpecSheet({ revision: applied ? 4 : 3 }), {
      [`POST ${SPEC}/import`]: ({ searchParams }) => {
        if (searchParams.get('apply') !== 'true') {
          return { message: messages.specImportPreviewed, data: aPreview() };
        }
        applied = true;
        return { message: messages.specImported, data: aSpecSheet({ revision: 4 }) };
      },
    });

    await screen.findByRole('button', { name: 'Export XLSX' });
    await user.upload(screen.getByLabelText('Spec sheet file to import'), csv());

    const dialog = await screen.findByRole('dialog', { name: 'Import jacket.csv' });
    expect(dialog).toHaveTextContent(
      'Read as CSV in cm (from the column headers). Sizes: S, M, L; base size M (marked in the file).',
    );
    expect(dialog).toHaveTextContent('1 row changed, 1 added, 0 unchanged; 6 values would change.');
    expect(dialog).toHaveTextContent('Row 3: T09 Hem width');
    expect(dialog).toHaveTextContent('T02 Chest width');
    const [preview] = callsTo(fetchMock, `POST ${SPEC}/import`);
    expect(preview!.searchParams.get('apply')).toBeNull();
    expect((preview!.body as FormData).get('file')).toBeInstanceOf(File);

    await user.click(within(dialog).getByRole('button', { name: 'Apply as revision 4' }));

    await waitFor(() => expect(callsTo(fetchMock, `POST ${SPEC}/import`)).toHaveLength(2));
    const apply = callsTo(fetchMock, `POST ${SPEC}/import`)[1]!;
    expect(Object.fromEntries(apply.searchParams)).toEqual({ apply: 'true', revision: '3' });
    expect(((apply.body as FormData).get('file') as File).name).toBe('jacket.csv');
    expect(await screen.findByText(messages.specImported)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the rows it could not read and does not offer to apply them', async () => {
    const { user } = openSheet(aSpecSheet(), {
      [`POST ${SPEC}/import`]: {
        data: aPreview({
          problems: [{ row: 4, column: 'M', message: 'Row 4, column M: “abc” is not a length.' }],
        }),
      },
    });

    await screen.findByRole('button', { name: 'Export XLSX' });
    await user.upload(screen.getByLabelText('Spec sheet file to import'), csv());

    const dialog = await screen.findByRole('dialog', { name: 'Import jacket.csv' });
    expect(dialog).toHaveTextContent('1 row could not be read: fix the file and import it again');
    expect(dialog).toHaveTextContent('Row 4, column M: “abc” is not a length.');
    expect(within(dialog).getByRole('button', { name: 'Apply as revision 4' })).toBeDisabled();
  });

  it('writes each problem, and the reason inside it, in French for a French reader', async () => {
    const { user } = openSheet(
      aSpecSheet(),
      {
        [`POST ${SPEC}/import`]: {
          data: aPreview({
            problems: [
              {
                row: 4,
                column: 'M',
                message: `Row 4, M: “abc” — enter centimetres with up to 4 decimals, e.g. 61.5.`,
                key: 'specImportCell',
                values: {
                  row: 4,
                  column: 'M',
                  value: 'abc',
                  text: 'enter centimetres with up to 4 decimals, e.g. 61.5.',
                },
                textKey: 'centimetresInvalid',
              },
              {
                row: 5,
                column: 'POM code',
                message: messages.specImportRow(5, messages.specImportCodeTwice('T01', 2)),
                key: 'specImportRow',
                values: { row: 5, text: messages.specImportCodeTwice('T01', 2) },
                textKey: 'specImportCodeTwice',
                textValues: { code: 'T01', row: 2 },
              },
              { row: 6, column: null, message: 'A text the web has no key for.' },
            ],
          }),
        },
      },
      'fr',
    );

    await user.upload(
      await screen.findByLabelText('Fichier de fiche de mesures à importer'),
      csv(),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Importer jacket.csv' });
    expect(dialog).toHaveTextContent(
      'Ligne 4, M : « abc » — Saisissez des centimètres avec 4 décimales au maximum, p. ex. 61.5.',
    );
    expect(dialog).toHaveTextContent(
      'Ligne 5 : Le code de point de mesure T01 figure déjà à la ligne 2.',
    );
    expect(dialog).toHaveTextContent('A text the web has no key for.');
  });

  it('says so in the dialog when the sheet moved on since the preview', async () => {
    const { user } = openSheet(aSpecSheet(), {
      [`POST ${SPEC}/import`]: ({ searchParams }) =>
        searchParams.get('apply') === 'true'
          ? { status: 409, message: messages.specRevisionStale }
          : { data: aPreview() },
    });

    await screen.findByRole('button', { name: 'Export XLSX' });
    await user.upload(screen.getByLabelText('Spec sheet file to import'), csv());
    const dialog = await screen.findByRole('dialog', { name: 'Import jacket.csv' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply as revision 4' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.specRevisionStale);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a file the server refuses to read in the dialog', async () => {
    const { user } = openSheet(aSpecSheet(), {
      [`POST ${SPEC}/import`]: { status: 400, message: messages.specImportUnreadable },
    });

    await screen.findByRole('button', { name: 'Export XLSX' });
    await user.upload(screen.getByLabelText('Spec sheet file to import'), csv());

    const dialog = await screen.findByRole('dialog', { name: 'Import jacket.csv' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.specImportUnreadable);
    expect(within(dialog).queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
  });
});
