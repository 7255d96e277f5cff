import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { LocaleProvider, useT, type AppLanguage } from '../lib/i18n';
import { setOutboxQueryClient } from '../lib/outbox/outbox-query-client';
import { clearOnSessionChange, createQueryClient } from '../lib/query-client';
import type { RealtimeConnect } from '../lib/realtime';
import { RealtimeProvider } from '../lib/realtime-provider';
import { theme } from './theme';

interface AppProviderProps {
  children: ReactNode;
  /** 'test' turns off Mantine's transitions, portals and detached-anchor hiding (jsdom has no layout). */
  mantineEnv?: 'default' | 'test';
  /** How the realtime socket is made; Socket.IO by default (tests pass a fake). */
  connectRealtime?: RealtimeConnect;
  /** A fixed language instead of the person's (tests: the pseudo-locale en-XA). */
  language?: AppLanguage;
}

/**
 * Mantine with the theme's words in the page's language: every close button (modals, toasts,
 * drawers) is named 'Close' in it.
 */
function LocalizedMantine({ children, env }: { children: ReactNode; env: 'default' | 'test' }) {
  const close = useT()('common.close');
  const localized = useMemo(
    () => ({
      ...theme,
      components: {
        ...theme.components,
        CloseButton: { defaultProps: { 'aria-label': close } },
      },
    }),
    [close],
  );
  return (
    <MantineProvider theme={localized} defaultColorScheme="light" env={env}>
      {children}
    </MantineProvider>
  );
}

export function AppProvider({
  children,
  mantineEnv = 'default',
  connectRealtime,
  language,
}: AppProviderProps) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => setOutboxQueryClient(queryClient), [queryClient]);
  useEffect(() => clearOnSessionChange(queryClient), [queryClient]);
  return (
    <LocaleProvider language={language}>
      <LocalizedMantine env={mantineEnv}>
        <Notifications position="top-center" limit={4} />
        <QueryClientProvider client={queryClient}>
          <RealtimeProvider connect={connectRealtime}>
            <ErrorBoundary>{children}</ErrorBoundary>
          </RealtimeProvider>
        </QueryClientProvider>
      </LocalizedMantine>
    </LocaleProvider>
  );
}
