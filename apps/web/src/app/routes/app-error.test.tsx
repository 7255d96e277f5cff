import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../provider';
import { AppErrorRoute } from './app-error';

describe('app-wide error screen', () => {
  it('shows "Unexpected Application Error!" when a route fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <AppErrorRoute />,
        loader: () => {
          throw new Error('Lost the thread.');
        },
        element: <p>never shown</p>,
      },
    ]);
    render(
      <AppProvider mantineEnv="test">
        <RouterProvider router={router} />
      </AppProvider>,
    );

    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Lost the thread.')).toBeInTheDocument();
  });

  it('speaks French to a French reader', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <AppErrorRoute />,
        loader: () => {
          throw new Error('Lost the thread.');
        },
        element: <p>never shown</p>,
      },
    ]);
    render(
      <AppProvider mantineEnv="test" language="fr">
        <RouterProvider router={router} />
      </AppProvider>,
    );

    expect(
      await screen.findByRole('heading', { name: 'Erreur inattendue de l’application !' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à Atelier' })).toBeInTheDocument();
  });
});
