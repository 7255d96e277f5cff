import { Center } from '@mantine/core';
import type { ReactNode } from 'react';

/** Centres one card on the canvas (sign-up, code, password steps). */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <Center px="md" py={{ base: 'xl', sm: 64 }}>
      {children}
    </Center>
  );
}
