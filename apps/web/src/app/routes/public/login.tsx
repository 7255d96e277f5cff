import { Box, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMessageCircle, IconPalette, IconUsersGroup } from '@tabler/icons-react';
import { LoginForm } from '../../../features/auth/components/login-form';

const HIGHLIGHTS = [
  { icon: IconUsersGroup, text: 'One wall for every product your team is working on' },
  { icon: IconMessageCircle, text: 'Comments pinned to the product, not lost in e-mail' },
  { icon: IconPalette, text: 'A shared colour and material library for each season' },
] as const;

export function LoginRoute() {
  useDocumentTitle('Sign in · Atelier');
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
          <Title order={2} fz={{ base: 34, sm: 48 }} lh={1.1}>
            Collaborative FASHION Platform
          </Title>
          <Text size="lg" c="dimmed" maw={460}>
            Sketches, samples, colours and feedback — your whole collection in one calm place,
            shared with the people who make it.
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
                  {text}
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
