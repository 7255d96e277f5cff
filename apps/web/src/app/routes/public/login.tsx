import { Box, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMessageCircle, IconPalette, IconUsersGroup } from '@tabler/icons-react';
import type { MessageKey } from '../../../lib/i18n';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useT } from '../../../lib/i18n';

const HIGHLIGHTS = [
  { icon: IconUsersGroup, text: 'signIn.highlightWall' },
  { icon: IconMessageCircle, text: 'signIn.highlightComments' },
  { icon: IconPalette, text: 'signIn.highlightLibrary' },
] as const satisfies readonly { icon: unknown; text: MessageKey }[];

export function LoginRoute() {
  const t = useT();
  useDocumentTitle(t('signIn.documentTitle'));
  return (
    <Container size="lg" py={{ base: 'xl', md: 64 }}>
      <SimpleGrid
        cols={{ base: 1, md: 2 }}
        spacing={{ base: 'xl', md: 64 }}
        style={{ alignItems: 'center' }}
      >
        <Stack gap="lg">
          <Text tt="uppercase" fw={700} c="plum.7" size="sm" style={{ letterSpacing: 2 }}>
            Atelier
          </Text>
          {/* SPEC §1's marketing line, the brand's own words in every language. */}
          <Title order={2} fz={{ base: 34, sm: 48 }} lh={1.1}>
            Collaborative FASHION Platform
          </Title>
          <Text size="lg" c="dimmed" maw={460}>
            {t('signIn.pitch')}
          </Text>
          <Box visibleFrom="sm">
            <List spacing="sm" center>
              {HIGHLIGHTS.map(({ icon: HighlightIcon, text }) => (
                <List.Item
                  key={text}
                  icon={
                    <ThemeIcon variant="light" radius="xl" size={32}>
                      <HighlightIcon size={18} />
                    </ThemeIcon>
                  }
                >
                  {t(text)}
                </List.Item>
              ))}
            </List>
          </Box>
        </Stack>
        <Box style={{ display: 'flex', justifyContent: 'center' }}>
          <LoginForm />
        </Box>
      </SimpleGrid>
    </Container>
  );
}
