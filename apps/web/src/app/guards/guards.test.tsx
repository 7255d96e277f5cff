import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../testing/fixtures';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

describe('route guards', () => {
  it('sends a visitor from a signed-in page to / and remembers a product page', async () => {
    const { router } = renderApp('/productDetail/p-1');

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(JSON.parse(localStorage.getItem('productRedirect') ?? 'null')).toEqual({
      productId: 'p-1',
      teamId: null,
    });
  });

  it('sends a visitor on a signed-in page (designmate) to /', async () => {
    const { router } = renderApp('/designmate');

    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('productRedirect')).toBeNull();
  });

  it('sends a signed-in user from a public page to the dashboard', async () => {
    const user = signIn();
    mockApi({ 'GET /auth/getProfile': { data: user } });
    const { router } = renderApp('/signup');

    expect(await screen.findByRole('heading', { name: /, Ada$/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets a signed-in user open /plans with the plans-without-login flag', async () => {
    signIn();
    sessionStorage.setItem('plansWithoutLogin', 'true');
    renderApp('/plans');

    expect(
      await screen.findByRole('heading', { name: 'Plans for every studio' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Your current plan' })).toBeDisabled();
  });

  it('shows legal pages to everyone, with the footer links', async () => {
    renderApp('/privacyPolicy');

    expect(
      await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 }),
    ).toBeInTheDocument();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(legal).toHaveTextContent('Terms of Service');
    expect(legal).toHaveTextContent('Cancellation Policy');
  });

  it('shows Terms of Service alone, without the header', async () => {
    renderApp('/termsOfService');

    expect(
      await screen.findByRole('heading', { name: 'Terms of Service', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Legal' })).not.toBeInTheDocument();
  });
});
