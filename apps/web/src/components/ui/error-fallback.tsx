import { Button, Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodSad } from '@tabler/icons-react';
import { useT } from '../../lib/i18n';

interface ErrorFallbackProps {
  error: Error;
  onReset: () => void;
}

export function ErrorFallback({ error, onReset }: ErrorFallbackProps) {
  const t = useT();
  return (
    <Stack role="alert" align="center" gap="md" py={64} px="md" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="error">
        <IconMoodSad size={30} />
      </ThemeIcon>
      <Title order={2}>{t('errorScreen.treeTitle')}</Title>
      <Text c="dimmed" maw={520}>
        {t('errorScreen.treeBody')}
      </Text>
      {error.message && (
        <Code block maw={520} w="100%">
          {error.message}
        </Code>
      )}
      <Button onClick={onReset}>{t('errorScreen.reset')}</Button>
    </Stack>
  );
}
