import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

async function openProfileMenu(planType: 'Free' | 'Pro') {
  const user = signIn(aUser({ planType }));
  const fetchMock = mockApi({
    'GET /auth/getProfile': { data: user },
    'GET /auth/logout': { message: 'Signed out successfully.' },
  });
  const view = renderApp('/dashboard');
  await view.user.click(
    await screen.findByRole('button', { name: 'AL, Ada Lovelace: open profile menu' }),
  );
  await screen.findByRole('menu');
  return { ...view, fetchMock };
}

describe('profile menu', () => {
  it('is named by the initials it shows, then by whose menu it opens', async () => {
    signIn(aUser());
    mockApi({ 'GET /auth/getProfile': { data: aUser() } });
    renderApp('/dashboard');

    const button = await screen.findByRole('button', {
      name: 'AL, Ada Lovelace: open profile menu',
    });
    expect(button).toHaveTextContent('AL');
  });

  it('is named by the person alone when it shows their picture', async () => {
    const user = aUser({ profilePicture: 'https://files.test/ada.png' });
    signIn(user);
    mockApi({ 'GET /auth/getProfile': { data: user } });
    renderApp('/dashboard');

    expect(
      await screen.findByRole('button', { name: 'Ada Lovelace: open profile menu' }),
    ).not.toHaveTextContent('AL');
  });

  it('shows the name, e-mail and entries, without Roles & Permission on Free', async () => {
    await openProfileMenu('Free');

    expect(screen.getByRole('menu')).toHaveTextContent('Ada');
    expect(screen.getByRole('menu')).toHaveTextContent('ada@studio.com');
    for (const name of ['Your Profile', 'Settings', 'Help & Support', 'Sign Out']) {
      expect(screen.getByRole('menuitem', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('menuitem', { name: 'Roles & Permission' })).not.toBeInTheDocument();
  });

  it('offers Roles & Permission on a paid plan', async () => {
    await openProfileMenu('Pro');

    expect(screen.getByRole('menuitem', { name: 'Roles & Permission' })).toHaveAttribute(
      'href',
      '/setting/role',
    );
  });

  it('signs out: revokes the token, forgets the session and returns to /', async () => {
    const { user, router, fetchMock } = await openProfileMenu('Free');

    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetchMock, 'GET /auth/logout')[0]?.headers.get('Authorization')).toBe(
      'Bearer test-token',
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userDetails')).toBeNull();
  });
});
