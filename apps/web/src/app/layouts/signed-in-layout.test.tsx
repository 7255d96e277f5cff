import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../testing/fixtures';
import { callsTo, mockApi } from '../../testing/mock-api';
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

  it('opens the command palette from the header, searches from 3 characters on and opens a hit', async () => {
    const signedIn = signIn();
    const fetchMock = mockApi({
      'GET /auth/getProfile': { data: signedIn },
      'GET /globalSearch': {
        data: [
          {
            kind: 'product',
            _id: 'p1',
            title: 'Linen shirt',
            snippet: '<mark>Linen</mark> shirt',
            teamId: 't1',
            teamName: 'Studio',
            url: '/productDetail/p1',
            at: '2026-11-27T10:00:00.000Z',
          },
        ],
        extra: { pagination: { page: 1, limit: 50, total: 1 }, counts: { product: 1 } },
      },
    });
    const { user, router } = renderApp('/dashboard');
    // The box on a wide screen and the button on a phone: CSS shows one of the two.
    const [box] = await screen.findAllByRole('button', { name: 'Search' });
    await user.click(box!);
    const input = await screen.findByRole('textbox', { name: 'Search Atelier' });
    expect(screen.getByRole('button', { name: 'Go to the wall' })).toBeInTheDocument();

    await user.type(input, 'li');
    expect(screen.getByText(/Type at least 3 characters/)).toBeInTheDocument();
    await user.type(input, 'n');
    expect(await screen.findByText('Linen', { selector: 'mark' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /globalSearch').at(-1)?.searchParams.get('searchFilter')).toBe(
      'lin',
    );
    expect(screen.getByRole('button', { name: 'Open the results page' })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/productDetail/p1');
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
