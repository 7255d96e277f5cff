import { Select, TextInput } from '@mantine/core';
import type { DateTimePickerProps } from '@mantine/dates';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { DateTimeField } from './date-time-field';

interface TitleFieldProps {
  field: UseFormRegisterReturn;
  error?: string | undefined;
  placeholder: string;
  /** The schema's limit; typing may go a little past it, so the schema's message explains. */
  max: number;
}

/** The required title of a dated item: a reminder, a task, an event, an announcement. */
export function TitleField({ field, error, placeholder, max }: TitleFieldProps) {
  return (
    <TextInput
      label="Title"
      withAsterisk
      placeholder={placeholder}
      autoComplete="off"
      maxLength={max + 20}
      {...field}
      error={error}
    />
  );
}

type DateTimeControllerProps<T extends FieldValues, O> = Omit<
  DateTimePickerProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T, unknown, O>;
  name: Path<T>;
};

/** A form's date-and-time field, in the user's date order, clock and first day of the week. */
export function DateTimeController<T extends FieldValues, O = T>({
  control,
  name,
  ...picker
}: DateTimeControllerProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimeField
          {...picker}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

interface ChoiceControllerProps<T extends FieldValues, O, N extends Path<T>> {
  control: Control<T, unknown, O>;
  name: N;
  label: string;
  data: { value: string; label: string }[];
  /** The option a stored value shows as, when the value is no string (a number, a null). */
  toOption?: (value: PathValue<T, N>) => string;
  /** The value an option stores, when it is no string. */
  fromOption?: (option: string) => unknown;
}

/** One required choice among a few (a status, a priority, how it repeats): a select. */
export function ChoiceController<T extends FieldValues, N extends Path<T>, O = T>({
  control,
  name,
  label,
  data,
  toOption = (value) => value,
  fromOption = (option) => option,
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
          allowDeselect={false}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
