import { Paper, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import type { LoadableQuery } from '../../../components/ui/query-state';

interface SettingsLoaderProps<T> {
  query: LoadableQuery<T>;
  label: string;
  /** The loader's name and the error's title in the person's language, where translated. */
  texts?: { loading: string; failed: string };
  children: (data: T) => ReactNode;
}

/** A settings form once its settings are in: a skeleton first, the error with a retry if not. */
export function SettingsLoader<T>({ query, label, texts, children }: SettingsLoaderProps<T>) {
  return (
    <QueryState
      query={query}
      keepData
      errorTitle={texts?.failed ?? `The ${label} could not be loaded`}
      loading={
        <Paper
          withBorder
          p={{ base: 'lg', sm: 'xl' }}
          role="status"
          aria-label={texts?.loading ?? `Loading ${label}`}
        >
          <Stack gap="lg">
            {[0, 1, 2, 3].map((row) => (
              <Stack key={row} gap={6}>
                <Skeleton height={12} width={120} />
                <Skeleton height={36} />
              </Stack>
            ))}
          </Stack>
        </Paper>
      }
    >
      {children}
    </QueryState>
  );
}
