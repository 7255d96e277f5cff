import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anActivity } from '../../../testing/dashboard-fixtures';
import { signIn, TEAM_ID } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-app';
import { RecentActivityCard } from './recent-activity-card';

describe('the recent activity card', () => {
  it('says who did what to which product, and when', async () => {
    signIn();
    const shirt = { _id: 'd0d0d0d0-0000-4000-8000-000000000077', name: 'Linen shirt' };
    mockApi({
      'GET /dashboard/recentActivity': {
        data: [
          anActivity({ actor: { _id: 'x', name: 'Ana Silva' }, product: shirt }),
          anActivity({ kind: 'created', excerpt: '', product: { _id: 'p2', name: 'Wrap dress' } }),
          anActivity({ kind: 'updated', excerpt: '', actor: null }),
          anActivity({ kind: 'like', excerpt: '' }),
          anActivity({ kind: 'share', excerpt: '' }),
        ],
      },
    });
    renderWithRouter(<RecentActivityCard teamId={TEAM_ID} />);

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ana Silva commented on Linen shirt: “Can we try a softer wash?”5 min ago',
      'Ada Lovelace created Wrap dress5 min ago',
      'Someone changed Linen shirt5 min ago',
      'Ada Lovelace liked Linen shirt5 min ago',
      'Ada Lovelace shared Linen shirt5 min ago',
    ]);
    expect(screen.getAllByRole('link', { name: 'Linen shirt' })[0]).toHaveAttribute(
      'href',
      `/productDetail/${shirt._id}`,
    );
  });

  it('says so while nothing has happened', async () => {
    signIn();
    mockApi({ 'GET /dashboard/recentActivity': { data: [] } });
    renderWithRouter(<RecentActivityCard />);

    expect(await screen.findByText('Nothing has happened yet')).toBeVisible();
  });
});
