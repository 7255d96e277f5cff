import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../../lib/toast';
import { renderWithProviders } from '../../testing/render-app';
import { ConfirmModal } from './confirm-modal';

// The theme names every close button; a dialog's and a toast's are the ones people meet most.
describe('close buttons', () => {
  it('of a dialog are named Close', async () => {
    renderWithProviders(
      <ConfirmModal
        opened
        title="Delete tag"
        confirmLabel="Delete"
        onConfirm={() => {}}
        onClose={() => {}}
      >
        Delete Linen?
      </ConfirmModal>,
    );

    const dialog = await screen.findByRole('dialog', { name: 'Delete tag' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('of a toast are named Close', async () => {
    renderWithProviders(null);
    toast.success('Tag added successfully.');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tag added successfully.');
    expect(within(alert).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
