import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { quietChartSizeWarnings, someUploads } from '../../../testing/dashboard-fixtures';
import { signIn, TEAM_ID } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-app';
import { TotalUploadsCard } from './total-uploads-card';

const GB = 1024 ** 3;

beforeEach(quietChartSizeWarnings);

describe('the total uploads card', () => {
  it('shows the files, the storage they take of the plan’s and each week as text', async () => {
    signIn();
    mockApi({ 'GET /dashboard/totalUploads': { data: someUploads() } });
    renderWithRouter(<TotalUploadsCard teamId={TEAM_ID} />);

    expect(await screen.findByText('42')).toBeVisible();
    expect(screen.getByText('files · 300.0 MB')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Storage used' })).toHaveAttribute(
      'aria-valuenow',
      '29',
    );
    expect(screen.getByText('300.0 MB of 1.00 GB used')).toBeVisible();
    const weeks = screen.getByRole('table', { name: 'Files uploaded per week' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(13);
    expect(within(weeks).getByRole('row', { name: 'Week of 04-11-2026 11 11.0 MB' })).toBeVisible();
    expect(screen.queryByText('Upgrade your plan.')).not.toBeInTheDocument();
  });

  it('warns past 80 % of the plan’s storage', async () => {
    signIn();
    mockApi({ 'GET /dashboard/totalUploads': { data: someUploads({ bytes: 0.9 * GB }) } });
    renderWithRouter(<TotalUploadsCard teamId={TEAM_ID} />);

    expect(await screen.findByText(/used — nearly full/)).toBeVisible();
    expect(screen.queryByText('Upgrade your plan.')).not.toBeInTheDocument();
  });

  it('asks for a bigger plan once the storage is full', async () => {
    signIn();
    mockApi({ 'GET /dashboard/totalUploads': { data: someUploads({ bytes: GB }) } });
    renderWithRouter(<TotalUploadsCard teamId={TEAM_ID} />);

    expect(await screen.findByText('Upgrade your plan.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('says so when the plan has no limit', async () => {
    signIn();
    mockApi({ 'GET /dashboard/totalUploads': { data: someUploads({ limitBytes: null }) } });
    renderWithRouter(<TotalUploadsCard teamId={TEAM_ID} />);

    expect(await screen.findByText('No limit')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says what to do first when there are no files', async () => {
    signIn();
    mockApi({
      'GET /dashboard/totalUploads': { data: someUploads({ count: 0, bytes: 0 }) },
    });
    renderWithRouter(<TotalUploadsCard teamId={TEAM_ID} />);

    expect(await screen.findByText('No files yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the wall to add some' })).toHaveAttribute(
      'href',
      `/Wall/${TEAM_ID}`,
    );
  });
});
