import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn, TEAM_ID } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderWithRouter } from '../../../testing/render-app';
import { DesignmateUsageCard } from './usage-card';

const usage = (questions: number, questionLimit: number | null, tokens = 0) => ({
  'GET /aidesignmate/usage': {
    data: { since: '2026-11-01T00:00:00.000Z', questions, questionLimit, tokens },
  },
});

describe('DesignmateUsageCard', () => {
  it('counts the month’s questions against the plan, and the tokens a model spent', async () => {
    signIn();
    mockApi(usage(12, 50, 2340));
    renderWithRouter(<DesignmateUsageCard teamId={TEAM_ID} teamName="Spring studio" />);
    expect(await screen.findByText(/12 questions of 50 · 2,340 AI tokens/)).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Questions used this month' }),
    ).toBeInTheDocument();
  });

  it('asks for a bigger plan once the month’s questions are used up', async () => {
    signIn();
    mockApi(usage(50, 50));
    renderWithRouter(<DesignmateUsageCard teamId={TEAM_ID} teamName="Spring studio" />);
    expect(await screen.findByText(/Upgrade your plan\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('says when the plan has no monthly limit', async () => {
    signIn();
    mockApi(usage(3, null));
    renderWithRouter(<DesignmateUsageCard teamId={TEAM_ID} teamName="Spring studio" />);
    expect(await screen.findByText(/3 questions \(no monthly limit\)/)).toBeInTheDocument();
  });
});
