import { DEFAULT_SAMPLE_ROUNDS, type SampleRound } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signIn, TEAM_ID } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { anImage } from '../../../testing/product-fixtures';
import { renderWithProviders } from '../../../testing/render-app';
import { VersionPrompt, type NameClash } from './version-prompt';

const ROUNDS: SampleRound[] = DEFAULT_SAMPLE_ROUNDS.map((name, position) => ({
  _id: `5a5a5a5a-0000-4000-8000-00000000000${position}`,
  name,
  position,
  sessionCount: 0,
}));

function openPrompt() {
  signIn();
  mockApi({ [`GET /team/${TEAM_ID}/sampleRounds`]: { data: ROUNDS } });
  const clash: NameClash = {
    file: new File(['x'], 'front.png', { type: 'image/png' }),
    existing: anImage({ name: 'front.png' }),
  };
  const onVersion = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <VersionPrompt
      teamId={TEAM_ID}
      clash={clash}
      onVersion={onVersion}
      onKeepBoth={vi.fn()}
      onCancel={onCancel}
    />,
  );
  return { user: userEvent.setup({ delay: null }), clash, onVersion, onCancel };
}

describe('naming a new version', () => {
  it('offers the team’s sample rounds, in its order', async () => {
    const { user, clash, onVersion } = openPrompt();
    const dialog = await screen.findByRole('dialog', { name: 'front.png is already here' });
    const name = within(dialog).getByRole('combobox', { name: 'Name this version' });
    await user.click(name);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      ...DEFAULT_SAMPLE_ROUNDS,
    ]);
    await user.type(name, 'fit');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Fit 1',
      'Fit 2',
      'Fit 3',
    ]);
    await user.click(screen.getByRole('option', { name: 'Fit 2' }));
    await user.click(
      within(dialog).getByRole('button', { name: 'Add as a new version of front.png' }),
    );
    expect(onVersion).toHaveBeenCalledWith(clash, 'Fit 2');
  });

  it('takes any other name, and Esc closes the suggestions before the dialog', async () => {
    const { user, clash, onVersion, onCancel } = openPrompt();
    const dialog = await screen.findByRole('dialog', { name: 'front.png is already here' });
    const name = within(dialog).getByRole('combobox', { name: 'Name this version' });
    await user.click(name);
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
    await user.type(name, 'SMS sample{Enter}');
    expect(onVersion).toHaveBeenCalledWith(clash, 'SMS sample');
  });
});
