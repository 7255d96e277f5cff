import { messages, type TechpackComparison, type TechpackRevisionSummary } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../testing/fixtures';
import { callsTo, mockApi, type MockAnswer, type MockRequest } from '../../../testing/mock-api';
import { PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderWithRouter } from '../../../testing/render-app';
import { TechpackSection } from './techpack-section';

const PATH = `/product/${PRODUCT_ID}/techpack`;
type Handler = MockAnswer | ((request: MockRequest) => MockAnswer);

const REVISION_A = 'a0000000-0000-4000-8000-00000000000a';
const REVISION_B = 'b0000000-0000-4000-8000-00000000000b';

function aRevision(overrides: Partial<TechpackRevisionSummary> = {}): TechpackRevisionSummary {
  return {
    _id: REVISION_A,
    revision: 'A',
    seq: 1,
    releasedAt: '2026-12-01T10:00:00.000Z',
    releasedBy: { _id: 'u-1', name: 'Eda Editor' },
    note: 'First to the factory',
    summary: {
      sketches: 2,
      specRows: 12,
      sizes: 5,
      fits: 1,
      colourways: 2,
      bomLines: 9,
      callouts: 3,
    },
    ...overrides,
  };
}

const REVISIONS = [aRevision({ _id: REVISION_B, revision: 'B', seq: 2, note: null }), aRevision()];

function openSection(
  revisions: () => TechpackRevisionSummary[],
  {
    canRelease = true,
    canViewCosts = true,
    handlers = {},
  }: { canRelease?: boolean; canViewCosts?: boolean; handlers?: Record<string, Handler> } = {},
) {
  signIn();
  const fetchMock = mockApi({ [`GET ${PATH}`]: () => ({ data: revisions() }), ...handlers });
  const app = renderWithRouter(
    <TechpackSection
      productId={PRODUCT_ID}
      productName="Linen shirt"
      canRelease={canRelease}
      canViewCosts={canViewCosts}
    />,
  );
  return { ...app, fetchMock };
}

const section = () => screen.findByRole('region', { name: 'Tech pack' });

describe('the tech pack section of a product', () => {
  it('says no tech pack was released yet, and offers a viewer no release', async () => {
    openSection(() => [], { canRelease: false });
    expect(await within(await section()).findByText('No tech pack released yet')).toBeVisible();
    expect(screen.getByText(/each revision \(A, B, C …\) is listed here/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Release revision/ })).toBeNull();
  });

  it('lists the revisions newest first with their letter, who released them and the note', async () => {
    openSection(() => REVISIONS, { handlers: { [`GET ${PATH}/compare`]: { data: null } } });
    const list = await screen.findByRole('list', { name: 'Tech pack revisions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^BRevision B · .+ · Eda Editor/);
    expect(items[1]).toHaveTextContent(/^ARevision A · .+ · Eda Editor/);
    expect(within(items[1]!).getByText('First to the factory')).toBeVisible();
    expect(within(items[1]!).getByText(/Eda Editor/)).toBeVisible();
    expect(
      within(items[1]!).getByText(
        '2 sketches · 12 points of measure · 5 sizes · 1 fit session · 2 colourways · 9 BOM lines · 3 callouts',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Release revision C' })).toBeVisible();
  });

  it('releases the next revision with a note after saying what a release does', async () => {
    let revisions: TechpackRevisionSummary[] = [];
    const { user, fetchMock } = openSection(() => revisions, {
      handlers: {
        [`POST ${PATH}`]: ({ body }) => {
          const { note } = body as { note: string };
          revisions = [aRevision({ note })];
          return { status: 201, message: messages.techpackReleased('A'), data: revisions[0] };
        },
      },
    });
    await screen.findByText('No tech pack released yet');
    await user.click(screen.getByRole('button', { name: 'Release revision A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release revision A' });
    expect(
      within(dialog).getByText(
        'The factory will see exactly this; later edits make the next revision.',
      ),
    ).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Release note/ }), 'For SMS');
    await user.click(within(dialog).getByRole('button', { name: 'Release revision A' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, `POST ${PATH}`).map((call) => call.body)).toEqual([
      { note: 'For SMS' },
    ]);
    expect(await screen.findByText('For SMS')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Release revision B' })).toBeVisible();
  });

  it('keeps the dialog open with the server’s reason when nothing changed', async () => {
    const { user } = openSection(() => [aRevision()], {
      handlers: {
        [`POST ${PATH}`]: { status: 409, message: messages.techpackUnchanged('A') },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Release revision B' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release revision B' });
    await user.click(within(dialog).getByRole('button', { name: 'Release revision B' }));
    expect(await within(dialog).findByText('Nothing changed since revision A.')).toBeVisible();
  });

  it('compares the newest revision with the one before, grouped by section, and says when none differ', async () => {
    const comparison = (from: string, to: string): TechpackComparison => ({
      from: REVISIONS.find((revision) => revision._id === from)!,
      to: REVISIONS.find((revision) => revision._id === to)!,
      sections:
        from === REVISION_A
          ? [
              { section: 'Spec', changes: ['Chest width M: 52 → 53 cm'] },
              { section: 'BOM', changes: ['Added line Corozo button'] },
            ]
          : [],
    });
    const { user, fetchMock } = openSection(() => REVISIONS, {
      handlers: {
        [`GET ${PATH}/compare`]: ({ searchParams }) => ({
          data: comparison(searchParams.get('from')!, searchParams.get('to')!),
        }),
      },
    });
    const changes = await screen.findByLabelText('Changes from revision A to B');
    // Sections are headed as the pack heads them; the sentences come written in the page's language.
    expect(within(changes).getByRole('heading', { name: 'Graded spec' })).toBeVisible();
    expect(
      within(within(changes).getByRole('list', { name: 'Graded spec changes' })).getByText(
        'Chest width M: 52 → 53 cm',
      ),
    ).toBeVisible();
    expect(within(changes).getByText('Added line Corozo button')).toBeVisible();
    expect(callsTo(fetchMock, `GET ${PATH}/compare`)[0]!.searchParams.toString()).toBe(
      `from=${REVISION_A}&to=${REVISION_B}&language=en`,
    );

    await user.click(screen.getByRole('combobox', { name: 'From' }));
    await user.click(await screen.findByRole('option', { name: /Revision B/ }));
    expect(await screen.findByText('Choose two different revisions.')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'To' }));
    await user.click(await screen.findByRole('option', { name: /Revision A/ }));
    expect(await screen.findByText('No differences')).toBeVisible();
  });

  it('says when the revisions could not be loaded, with the server’s reason', async () => {
    openSection(() => [], {
      handlers: { [`GET ${PATH}`]: { status: 403, message: messages.noPermissionView } },
    });
    expect(await screen.findByText('The tech pack could not be loaded')).toBeVisible();
    expect(screen.getByText(messages.noPermissionView)).toBeVisible();
  });
});

describe('downloading a revision (issue 46 §6)', () => {
  it('downloads the factory copy on A4, then the copy with costs on Letter', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
    );
    const pdf = `GET ${PATH}/${REVISION_B}/pdf`;
    const { fetchMock, user } = openSection(() => REVISIONS, {
      handlers: { [pdf]: { data: 'PDF' }, [`GET ${PATH}/${REVISION_A}/xlsx`]: { data: 'XLSX' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Download PDF of revision B' }));
    await waitFor(() => expect(callsTo(fetchMock, pdf)).toHaveLength(1));
    expect(Object.fromEntries(callsTo(fetchMock, pdf)[0]!.searchParams)).toEqual({
      paper: 'a4',
      costs: 'false',
      language: 'en',
    });
    await user.click(screen.getByRole('radio', { name: 'Letter' }));
    await user.click(screen.getByRole('switch', { name: 'With costs (internal)' }));
    await user.click(screen.getByRole('button', { name: 'Download PDF of revision B with costs' }));
    await waitFor(() => expect(callsTo(fetchMock, pdf)).toHaveLength(2));
    expect(Object.fromEntries(callsTo(fetchMock, pdf)[1]!.searchParams)).toEqual({
      paper: 'letter',
      costs: 'true',
      language: 'en',
    });
    await user.click(
      screen.getByRole('button', { name: 'Download XLSX of revision A with costs' }),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, `GET ${PATH}/${REVISION_A}/xlsx`)).toHaveLength(1),
    );
  });

  it('offers no copy with costs to whoever may not see them, and says why a download failed', async () => {
    const pdf = `GET ${PATH}/${REVISION_A}/pdf`;
    const { user } = openSection(() => [aRevision()], {
      canViewCosts: false,
      canRelease: false,
      handlers: { [pdf]: { status: 404, message: 'No Record Found.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Download PDF of revision A' }));
    expect(await screen.findByText('No Record Found.')).toBeVisible();
    expect(screen.queryByRole('switch', { name: 'With costs (internal)' })).toBeNull();
  });
});
