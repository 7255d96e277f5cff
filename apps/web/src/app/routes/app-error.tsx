import { Button, Code, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return '';
}

/** The app-wide error screen of SPEC §2 (the router's errorElement). */
export function AppErrorRoute() {
  const detail = describe(useRouteError());
  return (
    <Stack role="alert" align="center" justify="center" gap="md" mih="100vh" px="md" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="error">
        <IconAlertTriangle size={34} />
      </ThemeIcon>
      <Title order={1} fz={30}>
        Unexpected Application Error!
      </Title>
      <Text c="dimmed" maw={480}>
        Atelier ran into a problem it could not recover from. Reloading the page usually helps.
      </Text>
      {detail && (
        <Code block maw={520} w="100%">
          {detail}
        </Code>
      )}
      <Group>
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button component="a" href="/" variant="default">
          Back to Atelier
        </Button>
      </Group>
    </Stack>
  );
}
