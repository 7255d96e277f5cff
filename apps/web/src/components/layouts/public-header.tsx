import { Box, Burger, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { BrandLogo } from '../ui/brand-logo';
import { PublicAppLinks } from './public-app-links';
import { PublicExternalLinks } from './public-external-links';

export function PublicHeader() {
  const { token } = useSession();
  const [menuOpened, menu] = useDisclosure(false);
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
      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        position="right"
        size="xs"
        title="Menu"
        hiddenFrom="md"
      >
        <Stack component="nav" aria-label="Mobile" gap="md">
          <PublicExternalLinks onNavigate={menu.close} />
          <Divider />
          <PublicAppLinks isSignedIn={isSignedIn} onNavigate={menu.close} />
        </Stack>
      </Drawer>
    </Box>
  );
}
