import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { BrandLogo } from '../ui/brand-logo';

interface DocumentLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Width of the sheet; legal text reads best narrow, plans need more room. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Show the small brand logo above the sheet (pages without a header). */
  withLogo?: boolean;
}

/** The privacy-policy style wrapper of SPEC §2: one centred document on the canvas. */
export function DocumentLayout({
  title,
  subtitle,
  children,
  size = 'md',
  withLogo = false,
}: DocumentLayoutProps) {
  const { token } = useSession();
  return (
    <Box py={{ base: 'lg', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Container size={size} p={0}>
        <Stack gap="lg">
          {withLogo && <BrandLogo to={token ? paths.dashboard : paths.login} />}
          <Paper withBorder p={{ base: 'lg', sm: 40 }} shadow="xs">
            <Stack gap="xs" mb="xl">
              <Title order={1} fz={{ base: 28, sm: 36 }}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="md">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
