import { VISITOR_NAME_MAX } from '@atelier/domain';
import { TextInput } from '@mantine/core';

/** Who a visitor's comments are from: asked once, remembered in this browser. */
export function VisitorNameField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label="Your name"
      description="Shown with your comments, so the team knows who wrote them."
      placeholder="e.g. Marta at Lanificio Rossi"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={VISITOR_NAME_MAX}
      required
      autoComplete="name"
    />
  );
}
