import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../testing/fixtures';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

function openApp(path = '/dashboard') {
  const user = signIn();
  mockApi({ 'GET /auth/getProfile': { data: user } });
  return renderApp(path);
}

describe('signed-in shell', () => {
  it('has a collapsed side navigation that expands with labels', async () => {
    const { user } = openApp();
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).queryByText('Teams')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Expand navigation' }));

    expect(await within(nav).findByText('Teams', undefined, { timeout: 2000 })).toBeInTheDocument();
    for (const name of ['Wall', 'designmate', 'Reminder']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
  });

  it('lists the Create menu entries', async () => {
    const { user } = openApp();

    await user.click(await screen.findByRole('button', { name: 'Create' }));

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Create Product' })).toHaveAttribute(
      'href',
      '/createproduct',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Create Team' })).toHaveAttribute(
      'href',
      '/createteam',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Create Reminder' })).toHaveAttribute(
      'href',
      '/wall/reminders?create=1',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Create Designmate' })).toHaveAttribute(
      'href',
      '/designmate',
    );
  });

  it('searches from 3 characters on', async () => {
    const { user, router } = openApp();
    const search = await screen.findByRole('textbox', { name: 'Search' });

    await user.type(search, 'ab{Enter}');
    expect(await screen.findByText('Type at least 3 characters to search.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');

    await user.type(search, 'c{Enter}');
    expect(router.state.location.pathname).toBe('/globalSearch');
    expect(router.state.location.search).toBe('?q=abc');
  });

  it('shows a friendly page for parts that are not built yet', async () => {
    openApp('/designmate');

    expect(
      await screen.findByRole('heading', { name: 'This part of Atelier is on its way' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('signs out when the server rejects the stored token', async () => {
    signIn(aUser(), 'stale');
    mockApi({ 'GET /auth/getProfile': { status: 401, message: 'jwt expired' } });
    const { router } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
