import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-app';
import { ErrorBoundary } from './error-boundary';

describe('error boundary', () => {
  it('shows the SPEC text and renders the tree again on Reset', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let shouldThrow = true;
    function Fragile() {
      if (shouldThrow) throw new Error('The swatch could not be drawn.');
      return <p>Swatch ready</p>;
    }
    renderWithProviders(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );

    expect(
      screen.getByRole('heading', { name: 'Uh oh, there was an error in the component tree!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The swatch could not be drawn.')).toBeInTheDocument();

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));

    expect(screen.getByText('Swatch ready')).toBeInTheDocument();
  });

  it('speaks French to a French reader', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('The swatch could not be drawn.');
    }
    renderWithProviders(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
      { language: 'fr' },
    );

    expect(
      await screen.findByRole('heading', {
        name: 'Oups, une erreur s’est produite dans cette partie de la page !',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réinitialiser' })).toBeInTheDocument();
  });
});
