import { Text } from '@mantine/core';

/** "12/20" under a field with a length limit; red once the text is too long. */
export function CharCount({ length, max }: { length: number; max: number }) {
  return (
    <Text component="span" size="xs" c={length > max ? 'red.7' : 'dimmed'}>
      {length}/{max}
    </Text>
  );
}
