import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

const LINKS = [
  { label: 'Terms of Service', to: paths.termsOfService },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Cancellation Policy', to: paths.cancellation },
] as const;

export function PublicFooter() {
  return (
    <Box component="footer" py="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Atelier. Collaborative FASHION Platform.
          </Text>
          <Group component="nav" aria-label="Legal" gap="lg">
            {LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
