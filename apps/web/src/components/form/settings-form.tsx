import { Button, Group, Paper, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormErrorAlert } from './form-error-alert';

interface SettingsFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What went wrong that no field took. */
  error: string | null;
  /** Discard is offered only once something changed. */
  isDirty: boolean;
  isSaving: boolean;
  onDiscard: () => void;
  children: ReactNode;
}

/** A settings page's form: its fields on a card, one error line above, Discard and Save below. */
export function SettingsForm({
  onSubmit,
  error,
  isDirty,
  isSaving,
  onDiscard,
  children,
}: SettingsFormProps) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <FormErrorAlert message={error} />
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDiscard} disabled={!isDirty || isSaving}>
              Discard changes
            </Button>
            <Button type="submit" loading={isSaving}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
