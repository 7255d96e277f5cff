import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-app';
import { OfflineNotice, UpdatePrompt, useOnline } from './installable-notices';

function LiveOfflineNotice() {
  return <OfflineNotice online={useOnline()} />;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  // Back online for the files that follow in this worker (isolate: false): TanStack Query's
  // onlineManager heard 'offline' and would keep every later query paused.
  window.dispatchEvent(new Event('online'));
});

describe('OfflineNotice', () => {
  it('says plainly what works offline while offline, and goes when the network is back', () => {
    renderWithProviders(<LiveOfflineNotice />, { language: 'en' });
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByText('You are offline')).toBeInTheDocument();
    expect(screen.getByText(/Pages you already opened stay readable/)).toBeInTheDocument();
    setOnline(true);
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });

  it('can be put away, and comes back the next time the network goes', async () => {
    renderWithProviders(<LiveOfflineNotice />, { language: 'en' });
    setOnline(false);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
    setOnline(true);
    setOnline(false);
    expect(screen.getByText('You are offline')).toBeInTheDocument();
  });
});

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits', () => {
    renderWithProviders(<UpdatePrompt needRefresh={false} onReload={vi.fn()} onLater={vi.fn()} />, {
      language: 'en',
    });
    expect(screen.queryByText('A new version of Atelier is ready.')).not.toBeInTheDocument();
  });

  it('offers the reload and reloads only when asked', async () => {
    const onReload = vi.fn();
    const onLater = vi.fn();
    renderWithProviders(<UpdatePrompt needRefresh onReload={onReload} onLater={onLater} />, {
      language: 'en',
    });
    expect(screen.getByText('A new version of Atelier is ready.')).toBeInTheDocument();
    expect(onReload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
