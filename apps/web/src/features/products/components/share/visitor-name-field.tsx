import { VISITOR_NAME_MAX } from '@atelier/domain';
import { TextInput } from '@mantine/core';
import type { Ref } from 'react';

interface VisitorNameFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The domain's text when the name would be refused, shown on the field. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** Who a visitor's comments are from: asked once, remembered in this browser. */
export function VisitorNameField({ value, onChange, error, ref }: VisitorNameFieldProps) {
  return (
    <TextInput
      ref={ref}
      label="Your name"
      description="Shown with your comments, so the team knows who wrote them."
      placeholder="e.g. Marta at Lanificio Rossi"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={VISITOR_NAME_MAX}
      required
      autoComplete="name"
      error={error}
    />
  );
}
