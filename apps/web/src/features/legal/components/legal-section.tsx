import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs" mb="xl">
      <Title order={2} fz={20}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
