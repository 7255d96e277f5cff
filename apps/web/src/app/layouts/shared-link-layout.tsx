import { AppShell } from '@mantine/core';
import type { ReactNode } from 'react';

interface SharedLinkLayoutProps {
  header: ReactNode;
  nav: ReactNode;
  children: ReactNode;
}

/** A share link's page (SPEC §2): sidebar, shared-view header and the shared design. */
export function SharedLinkLayout({ header, nav, children }: SharedLinkLayoutProps) {
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>{header}</AppShell.Header>
      <AppShell.Navbar>{nav}</AppShell.Navbar>
      <AppShell.Main bg="var(--atelier-canvas)" id="top">
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
