import { Stack, type StackProps } from '@mantine/core';
import type { FocusEventHandler, FormEvent, ReactNode } from 'react';
import { FormErrorAlert } from './form-error-alert';

export interface FormStackProps {
  /** Sends the form: react-hook-form's `handleSubmit(…)`, or a check of the form's own. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** What went wrong that no field took, shown above the fields. */
  error?: string | null;
  gap?: StackProps['gap'];
  onFocus?: FocusEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * A form checked by its zod schema, not by the browser (whose bubbles would say other words than
 * ours), with its whole-form error above the fields; the page never reloads on submit.
 */
export function FormStack({
  onSubmit,
  error = null,
  gap = 'md',
  onFocus,
  children,
}: FormStackProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(event);
      }}
      onFocus={onFocus}
      noValidate
    >
      <Stack gap={gap}>
        <FormErrorAlert message={error} />
        {children}
      </Stack>
    </form>
  );
}
