import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type SearchFieldProps = Omit<TextInputProps, 'type' | 'leftSection' | 'value' | 'onChange'> & {
  value: string;
  onChange: (text: string) => void;
};

/** A field that searches or filters as one types: the magnifier, and the browser's clear button. */
export function SearchField({ onChange, ...input }: SearchFieldProps) {
  return (
    <TextInput
      {...input}
      type="search"
      leftSection={<IconSearch size={16} />}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
