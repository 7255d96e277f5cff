import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

describe('plans', () => {
  it('leads a visitor from the Pro plan to sign-up for the free trial', async () => {
    mockApi({});
    renderApp('/plans');

    const pro = await screen.findByRole('region', { name: 'Pro plan' });
    expect(within(pro).getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});
