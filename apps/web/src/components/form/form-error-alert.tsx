import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The error of a whole form (one that belongs to no single field), announced to screen readers. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="error" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}
