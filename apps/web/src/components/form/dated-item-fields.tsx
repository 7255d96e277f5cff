import { TextInput } from '@mantine/core';
import type { DateTimePickerProps } from '@mantine/dates';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
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
