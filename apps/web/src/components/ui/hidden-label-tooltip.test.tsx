import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-app';
import { HiddenLabelTooltip } from './hidden-label-tooltip';

describe('HiddenLabelTooltip', () => {
  it('names a control whose label is hidden when pointed at', async () => {
    renderWithProviders(
      <HiddenLabelTooltip label="Wall" labelShown={false}>
        <button type="button" aria-label="Wall" />
      </HiddenLabelTooltip>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Wall' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Wall');
  });

  it('adds nothing while the control shows its label', async () => {
    renderWithProviders(
      <HiddenLabelTooltip label="Wall" labelShown>
        <button type="button">Wall</button>
      </HiddenLabelTooltip>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Wall' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
