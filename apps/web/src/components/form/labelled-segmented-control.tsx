import { SegmentedControl, Stack, Text, type SegmentedControlProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type LabelledSegmentedControlProps = SegmentedControlProps & {
  label: string;
  /** A line under the choice, e.g. what the chosen option means. */
  hint?: ReactNode;
};

/** A segmented control under a visible label that also names it (Mantine's has no label). */
export function LabelledSegmentedControl({
  label,
  hint,
  ...control
}: LabelledSegmentedControlProps) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={labelId} {...control} />
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
