import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../../lib/form-errors';

interface QueryErrorProps {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}

/** A section that could not load: the server's text and a way to try again. */
export function QueryError({
  error,
  onRetry,
  title = 'This could not be loaded',
}: QueryErrorProps) {
  return (
    <Alert
      color="error"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={title}
      role="alert"
    >
      <Group justify="space-between" gap="sm">
        {errorMessage(error)}
        {onRetry && (
          <Button size="xs" variant="white" color="error" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Group>
    </Alert>
  );
}
