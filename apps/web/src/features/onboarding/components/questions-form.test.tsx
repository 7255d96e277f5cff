import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

async function openQuestions() {
  const user = signIn();
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'PUT /auth/updateQuestions': ({ body }) => ({
      message: 'Thank you! Your answers are saved.',
      data: aUser({ questions: body as never }),
    }),
  });
  const view = renderApp('/questions');
  await screen.findByRole('heading', { name: 'Tell us about your work' });
  return { ...view, fetchMock };
}

describe('onboarding questions', () => {
  it('asks for the role and team size before saving', async () => {
    const { user, fetchMock } = await openQuestions();

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Please choose your role.')).toBeInTheDocument();
    expect(screen.getByText('Please choose your team size.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /auth/updateQuestions')).toHaveLength(0);
  });

  it('saves the answers and opens the dashboard', async () => {
    const { user, router, fetchMock } = await openQuestions();

    await user.click(screen.getByRole('radio', { name: 'Textile designer' }));
    await user.click(screen.getByRole('radio', { name: '2-5' }));
    await user.click(screen.getByRole('checkbox', { name: 'Collect feedback on products' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Thank you! Your answers are saved.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(callsTo(fetchMock, 'PUT /auth/updateQuestions')[0]?.body).toEqual({
      role: 'Textile designer',
      teamSize: '2-5',
      goals: ['Collect feedback on products'],
    });
  });

  it('can be skipped', async () => {
    const { user, router, fetchMock } = await openQuestions();

    await user.click(screen.getByRole('button', { name: 'Skip for now' }));

    expect(await screen.findByRole('heading', { name: /, Ada$/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(callsTo(fetchMock, 'PUT /auth/updateQuestions')).toHaveLength(0);
  });
});
