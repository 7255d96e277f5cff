import { Button, Code, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../../lib/i18n';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return '';
}

/** The app-wide error screen of SPEC §2 (the router's errorElement). */
export function AppErrorRoute() {
  const t = useT();
  const detail = describe(useRouteError());
  return (
    <Stack role="alert" align="center" justify="center" gap="md" mih="100vh" px="md" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="error">
        <IconAlertTriangle size={34} />
      </ThemeIcon>
      <Title order={1} fz={30}>
        {t('errorScreen.appTitle')}
      </Title>
      <Text c="dimmed" maw={480}>
        {t('errorScreen.appBody')}
      </Text>
      {detail && (
        <Code block maw={520} w="100%">
          {detail}
        </Code>
      )}
      <Group>
        <Button onClick={() => window.location.reload()}>{t('errorScreen.reload')}</Button>
        <Button component="a" href="/" variant="default">
          {t('errorScreen.backHome')}
        </Button>
      </Group>
    </Stack>
  );
}
