import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { BrandLogo } from '../ui/brand-logo';
import { PublicAppLinks } from './public-app-links';
import { PublicExternalLinks } from './public-external-links';

// The drawer (with its focus trap and scroll area) loads when first opened, not with the page.
const PublicMenu = lazy(async () => ({ default: (await import('./public-menu')).PublicMenu }));

export function PublicHeader() {
  const { token } = useSession();
  const [menuOpened, menu] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpened && !menuUsed) setMenuUsed(true);
  const isSignedIn = Boolean(token);

  return (
    <Box
      component="header"
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg" h={68}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <BrandLogo to={isSignedIn ? paths.dashboard : paths.login} />
          <Group component="nav" aria-label="Main" gap="lg" visibleFrom="md">
            <PublicExternalLinks />
          </Group>
          <Group gap="lg" visibleFrom="md">
            <PublicAppLinks isSignedIn={isSignedIn} />
          </Group>
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            hiddenFrom="md"
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
          />
        </Group>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <PublicMenu opened={menuOpened} onClose={menu.close} isSignedIn={isSignedIn} />
        </Suspense>
      )}
    </Box>
  );
}
