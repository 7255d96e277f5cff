import type { LineSheet } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aTeam, signIn, TEAM_ID } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-app';
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

function open(filters = {}) {
  renderWithProviders(
    <LineSheetModal team={aTeam()} filters={filters} filtered={false} opened onClose={() => {}} />,
  );
  return screen.findByRole('dialog', { name: 'Line sheet' });
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
