import { Button, Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodSad } from '@tabler/icons-react';

interface ErrorFallbackProps {
  error: Error;
  onReset: () => void;
}

export function ErrorFallback({ error, onReset }: ErrorFallbackProps) {
  return (
    <Stack role="alert" align="center" gap="md" py={64} px="md" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="error">
        <IconMoodSad size={30} />
      </ThemeIcon>
      <Title order={2}>Uh oh, there was an error in the component tree!</Title>
      <Text c="dimmed" maw={520}>
        Something on this page stopped working. Reset to try again; your saved work is safe.
      </Text>
      {error.message && (
        <Code block maw={520} w="100%">
          {error.message}
        </Code>
      )}
      <Button onClick={onReset}>Reset</Button>
    </Stack>
  );
}
