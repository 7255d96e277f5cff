import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CenteredPage } from '../../../components/layouts/centered-page';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { paths } from '../../../lib/paths';

export function PasswordResetSuccessRoute() {
  useDocumentTitle('Password reset · Atelier');
  return (
    <CenteredPage>
      <AuthCard title="Password reset">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="success">
            <IconCircleCheck size={36} />
          </ThemeIcon>
          <Text>
            Your password has been changed. For your security, every other session has been signed
            out.
          </Text>
          <Button component={Link} to={paths.login} fullWidth size="md">
            Sign in
          </Button>
        </Stack>
      </AuthCard>
    </CenteredPage>
  );
}
