import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../testing/fixtures';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

/** The disclosure button, once labels show (the narrow bar has a menu button instead). */
function findManageGroup(expanded: boolean) {
  return screen.findByRole('button', { name: 'Manage', expanded }, { timeout: 8000 });
}

describe('Manage in the expanded side navigation', () => {
  it(
    'is a button the keyboard opens, and leads to every Manage page',
    { timeout: 20_000 },
    async () => {
      mockApi({ 'GET /auth/getProfile': { data: signIn() } });
      const { user, router } = renderApp('/dashboard');
      await user.click(await screen.findByRole('button', { name: 'Expand navigation' }));
      const nav = screen.getByRole('navigation', { name: 'Main' });
      const manage = await findManageGroup(false);

      within(nav).getByRole('link', { name: 'Reminder' }).focus();
      await user.tab();
      expect(manage).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(manage).toHaveAttribute('aria-expanded', 'true');
      // The group's links are reachable once it has opened (slower on a busy machine).
      await within(nav).findByRole('link', { name: 'Manage Categories' });

      const pages = [
        ['Manage Categories', '/categories'],
        ['Manage Tags', '/tags'],
        ['Manage Seasons', '/seasons'],
        ['Manage Material', '/fabrics'],
        ['Colour Library', '/ColorLibrary'],
        ['Points of Measure', '/measurements'],
      ];
      for (const [name, href] of pages) {
        await user.tab();
        expect(within(nav).getByRole('link', { name })).toHaveFocus();
        expect(document.activeElement).toHaveAttribute('href', href);
      }

      within(nav).getByRole('link', { name: 'Manage Tags' }).focus();
      await user.keyboard('{Enter}');
      expect(router.state.location.pathname).toBe('/tags');
    },
  );

  it(
    'opens on the Manage page reached while the bar was narrow, and closes from the keyboard',
    {
      timeout: 20_000,
    },
    async () => {
      mockApi({ 'GET /auth/getProfile': { data: signIn() } });
      const { user, router } = renderApp('/dashboard');
      await screen.findByRole('button', { name: 'Expand navigation' });
      await router.navigate('/categories');
      // The page is a lazy chunk: slow to arrive on a busy machine.
      await screen.findByRole('heading', { name: 'Manage Categories' }, { timeout: 8000 });
      await user.click(screen.getByRole('button', { name: 'Expand navigation' }));
      // Open on a Manage page, so the current page shows.
      const manage = await findManageGroup(true);
      manage.focus();
      await user.keyboard(' ');
      expect(manage).toHaveAttribute('aria-expanded', 'false');
    },
  );
});
