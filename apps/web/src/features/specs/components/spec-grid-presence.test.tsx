import { DEFAULT_GENERAL_SETTINGS, type PresenceEntry } from '@atelier/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PresenceProvider } from '../../../components/presence/presence-provider';
import { signIn, TEAM_ID } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { PRODUCT_ID } from '../../../testing/product-fixtures';
import { renderWithProviders } from '../../../testing/render-app';
import { aSpecSheet, BODY_ID, LETTER_SIZES, TEAM_POMS } from '../../../testing/spec-fixtures';
import { SpecSheetSection } from './spec-sheet-section';

const ana = (more: Partial<PresenceEntry> = {}): PresenceEntry => ({
  key: 'socket-ana',
  seq: 1,
  user: { _id: 'u-ana', name: 'Ana Lima', initials: 'AL', profilePicture: null },
  place: 'product',
  cell: null,
  typing: null,
  ...more,
});

describe('presence in the spec grid', () => {
  it('marks the cell another is editing, and says which cell the user moves into', async () => {
    signIn();
    mockApi({
      'GET /generalSetting': { data: DEFAULT_GENERAL_SETTINGS },
      [`GET /product/${PRODUCT_ID}/spec`]: { data: aSpecSheet() },
      'GET /pom': { data: TEAM_POMS },
      'GET /sizeRange': { data: [LETTER_SIZES] },
      [`GET /product/${PRODUCT_ID}/spec/revisions`]: { data: [] },
      [`GET /product/${PRODUCT_ID}/fits`]: { data: [] },
    });
    const { realtime } = renderWithProviders(
      <PresenceProvider productId={PRODUCT_ID}>
        <SpecSheetSection productId={PRODUCT_ID} productName="Boxy tee" teamId={TEAM_ID} />
      </PresenceProvider>,
    );
    const socket = await realtime.openSocket();
    const said: { place?: unknown; cell?: unknown }[] = [];
    socket.on('presence', (input: { place?: unknown }) => input.place && said.push(input));
    await realtime.serverEmit('ready');
    const cell = await screen.findByRole('textbox', { name: 'T01 L' });
    expect(cell).not.toHaveAccessibleDescription(/editing/);

    await realtime.serverEmit('presence', {
      productId: PRODUCT_ID,
      here: [ana({ place: 'spec', cell: { pomId: BODY_ID, size: 'L' } })],
    });
    await waitFor(() => expect(cell).toHaveAccessibleDescription('Ana Lima is editing this cell'));

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('textbox', { name: 'T01 M (base size)' }));
    await waitFor(() =>
      expect(said.at(-1)).toMatchObject({ place: 'spec', cell: { pomId: BODY_ID, size: 'M' } }),
    );
  });
});
