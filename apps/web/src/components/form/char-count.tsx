import { Group, Text, type InputWrapperProps } from '@mantine/core';

/** "12/20" under a field with a length limit; red once the text is too long. */
export function CharCount({ length, max }: { length: number; max: number }) {
  return (
    <Text component="span" size="xs" c={length > max ? 'red.7' : 'dimmed'}>
      {length}/{max}
    </Text>
  );
}

/**
 * A counted field's description, to spread on the field: the count (and the hint, if any, on its
 * left) goes under the input and above any error, so it stays beside what is typed.
 */
export function countedDescription(
  length: number,
  max: number,
  hint?: string,
): Pick<InputWrapperProps, 'description' | 'inputWrapperOrder'> {
  const count = <CharCount length={length} max={max} />;
  return {
    description: hint ? (
      <Group component="span" justify="space-between">
        <span>{hint}</span>
        {count}
      </Group>
    ) : (
      count
    ),
    inputWrapperOrder: ['label', 'input', 'description', 'error'],
  };
}
