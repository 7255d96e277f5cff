import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../testing/fixtures';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

describe('an unknown address', () => {
  it('is not found inside the shell when signed in, with the way back to the dashboard', async () => {
    const user = signIn();
    mockApi({ 'GET /auth/getProfile': { data: user } });
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no-such-page')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('is not found in the public layout when signed out, with the way home', async () => {
    mockApi({});
    const { router } = renderApp('/setting/nowhere');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/setting/nowhere');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
