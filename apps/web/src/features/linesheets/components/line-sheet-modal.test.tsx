import type { LineSheet } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppLanguage } from '../../../lib/i18n';
import { accent } from '../../../lib/pseudo-locale';
import { aTeam, signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-app';
import { untranslated } from '../../../testing/untranslated';
import { LineSheetModal } from './line-sheet-modal';

const SHEET: LineSheet = {
  _id: 'a1a1a1a1-0000-4000-8000-00000000000a',
  teamId: TEAM_ID,
  format: 'pdf',
  status: 'queued',
  productCount: 140,
  done: 0,
  fileName: 'Spring studio line sheet 2026-11-28.pdf',
  resultUrl: null,
  error: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  finishedAt: null,
};

function open(filters = {}, language?: AppLanguage, name = 'Line sheet') {
  renderWithProviders(
    <LineSheetModal team={aTeam()} filters={filters} filtered={false} opened onClose={() => {}} />,
    { language },
  );
  return screen.findByRole('dialog', { name });
}

describe('the line sheet dialog', () => {
  it('makes the sheet, follows its progress and offers the download', async () => {
    signIn();
    let reads = 0;
    const fetchMock = mockApi({
      'GET /linesheet': { data: [] },
      'POST /linesheet': { status: 201, message: 'Preparing the line sheet.', data: SHEET },
      [`GET /linesheet/${SHEET._id}`]: () => {
        reads += 1;
        return {
          data:
            reads === 1
              ? { ...SHEET, status: 'rendering', done: 12 }
              : {
                  ...SHEET,
                  status: 'ready',
                  done: 140,
                  resultUrl: '/api/v1/files/linesheets/x.pdf',
                },
        };
      },
    });
    const user = userEvent.setup();
    const dialog = await open({ stage: 'sampling' });
    await user.click(within(dialog).getByRole('button', { name: 'Make the line sheet' }));
    expect(callsTo(fetchMock, 'POST /linesheet')[0]!.body).toEqual({
      teamId: TEAM_ID,
      filters: { stage: 'sampling' },
      format: 'pdf',
      language: 'en',
    });
    expect(await within(dialog).findByText('Drawing 12 of 140 products…')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/A sheet this large is also e-mailed to you/),
    ).toBeInTheDocument();
    const download = await within(dialog).findByRole(
      'link',
      { name: 'Download PDF' },
      { timeout: 3000 },
    );
    expect(download).toHaveAttribute('href', '/api/v1/files/linesheets/x.pdf');
    expect(download).toHaveAttribute('download', SHEET.fileName);
  });

  it('says why a sheet cannot be made', async () => {
    signIn();
    mockApi({
      'GET /linesheet': { data: [] },
      'POST /linesheet': {
        status: 400,
        message: 'No products match these filters: choose others for the line sheet.',
      },
    });
    const user = userEvent.setup();
    const dialog = await open();
    await user.click(within(dialog).getByText('CSV'));
    await user.click(within(dialog).getByRole('button', { name: 'Make the line sheet' }));
    expect(
      await within(dialog).findByText(
        'No products match these filters: choose others for the line sheet.',
      ),
    ).toBeInTheDocument();
  });

  it('makes a live link and revokes one after asking', async () => {
    signIn();
    const link = {
      _id: 'b2b2b2b2-0000-4000-8000-00000000000b',
      teamId: TEAM_ID,
      title: 'SS27 for buyers',
      filters: { sortBy: 'createdAt', orderBy: 'desc' },
      url: 'http://localhost/linesheet/b2b2.abc',
      createdAt: '2026-11-28T10:00:00.000Z',
      expiresAt: '2026-12-28T10:00:00.000Z',
    };
    const fetchMock = mockApi({
      'GET /linesheet': { data: [] },
      'GET /linesheet/link': { data: [link] },
      'POST /linesheet/link': { status: 201, message: 'Line sheet link created.', data: link },
      [`DELETE /linesheet/link/${link._id}`]: {
        message: 'Line sheet link revoked.',
        data: { _id: link._id },
      },
    });
    const user = userEvent.setup();
    const dialog = await open();
    await user.click(within(dialog).getByRole('tab', { name: 'Live link' }));
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'SS27 for buyers');
    await user.click(within(dialog).getByRole('button', { name: 'Create live link' }));
    expect(await within(dialog).findByDisplayValue(link.url)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /linesheet/link')[0]!.body).toMatchObject({
      teamId: TEAM_ID,
      title: 'SS27 for buyers',
      expiresInDays: 30,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Revoke SS27 for buyers' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke live line sheet' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `DELETE /linesheet/link/${link._id}`)).toHaveLength(1),
    );
  });
});

describe('the line sheet dialog in the person’s language (issue 47 §4)', () => {
  const LINK = {
    _id: 'b2b2b2b2-0000-4000-8000-00000000000b',
    teamId: TEAM_ID,
    title: 'SS27 for buyers',
    filters: { sortBy: 'createdAt', orderBy: 'desc' },
    url: 'http://localhost/linesheet/b2b2.abc',
    createdAt: '2026-11-28T10:00:00.000Z',
    expiresAt: '2026-12-28T10:00:00.000Z',
  };

  it('reads in French, counts with plurals, and asks for the file in French', async () => {
    signIn();
    const fetchMock = mockApi({
      'GET /linesheet': {
        data: [{ ...SHEET, _id: 'c3c3c3c3-0000-4000-8000-00000000000c', status: 'failed' }],
      },
      'POST /linesheet': { status: 201, message: 'Preparing the line sheet.', data: SHEET },
      [`GET /linesheet/${SHEET._id}`]: {
        data: { ...SHEET, status: 'rendering', done: 1, productCount: 1 },
      },
    });
    const user = userEvent.setup();
    const dialog = await open({}, 'fr');
    expect(await within(dialog).findByText('Vos line sheets récentes')).toBeInTheDocument();
    expect(within(dialog).getByText('Échec')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Lien en direct' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Créer la line sheet' }));
    expect(callsTo(fetchMock, 'POST /linesheet')[0]!.body).toMatchObject({ language: 'fr' });
    expect(await within(dialog).findByText('Dessin de 1 sur 1 produit…')).toBeInTheDocument();
    expect(within(dialog).getByText('Line sheet PDF · 1 produit')).toBeInTheDocument();
  });

  it('leaves no text outside the catalogue, the download and the live link alike', async () => {
    signIn();
    mockApi({
      'GET /linesheet': { data: [{ ...SHEET, status: 'ready', resultUrl: '/x.pdf' }] },
      'GET /linesheet/link': { data: [LINK] },
    });
    const user = userEvent.setup();
    const dialog = await open({}, 'en-XA', `[${accent('Line sheet')}]`);
    await within(dialog).findByText(`[${accent('Your recent line sheets')}]`);
    // The formats are their own names; the team and the link's title are the person's.
    const own = ['PDF', 'CSV', 'XLSX', aTeam().name, LINK.title, LINK.url];
    expect(untranslated(dialog, own)).toEqual([]);
    await user.click(within(dialog).getByRole('tab', { name: `[${accent('Live link')}]` }));
    await within(dialog).findByText(LINK.title);
    expect(untranslated(dialog, own)).toEqual([]);
  });
});
