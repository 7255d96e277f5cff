import { Select } from '@mantine/core';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
} from 'react-hook-form';

interface ChoiceControllerProps<T extends FieldValues, O, N extends Path<T>> {
  control: Control<T, unknown, O>;
  name: N;
  label: string;
  data: { value: string; label: string }[];
  /** The option a stored value shows as, when the value is no string (a number, a null). */
  toOption?: (value: PathValue<T, N>) => string;
  /** The value an option stores, when it is no string. */
  fromOption?: (option: string) => unknown;
  searchable?: boolean;
}

/** One required choice from a fixed list (a status, how it repeats, a date format): a select. */
export function ChoiceController<T extends FieldValues, N extends Path<T>, O = T>({
  control,
  name,
  label,
  data,
  toOption = (value) => value,
  fromOption = (option) => option,
  searchable = false,
}: ChoiceControllerProps<T, O, N>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          data={data}
          value={toOption(field.value)}
          // Nothing can be deselected, so the select always gives an option.
          onChange={(option) => option !== null && field.onChange(fromOption(option))}
          onBlur={field.onBlur}
          allowDeselect={false}
          searchable={searchable}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
