import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface NameFieldProps {
  field: UseFormRegisterReturn;
  error?: string | undefined;
  label: string;
  placeholder?: string;
}

/**
 * The required name of what a dialog adds or renames (a folder, a role, a catalogue entry): the
 * field the dialog opens on, which the browser does not fill in.
 */
export function NameField({ field, error, label, placeholder }: NameFieldProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      withAsterisk
      autoComplete="off"
      data-autofocus
      error={error}
      {...field}
    />
  );
}
