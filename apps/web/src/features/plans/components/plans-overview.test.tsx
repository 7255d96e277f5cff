import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

describe('plans', () => {
  it('says beside the disabled trial button why it is off, and how to start a trial', async () => {
    mockApi({});
    renderApp('/plans');

    const pro = await screen.findByRole('region', { name: 'Pro plan' });
    const trial = within(pro).getByRole('button', { name: 'Start free trial' });
    expect(trial).toBeDisabled();
    expect(trial).toHaveAccessibleDescription(
      'Online checkout is not available yet. Until it is, write to us and we will start your free trial.',
    );
    expect(within(pro).getByRole('link', { name: 'write to us' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });
});
