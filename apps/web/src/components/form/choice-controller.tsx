import { Select, type SelectProps } from '@mantine/core';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
} from 'react-hook-form';

/** What the form gives the select; the rest (description, searchable, width…) is the caller's. */
type ControlledSelectProps = Omit<
  SelectProps,
  'name' | 'data' | 'value' | 'onChange' | 'onBlur' | 'error' | 'allowDeselect' | 'clearable'
>;

type ChoiceControllerProps<T extends FieldValues, O, N extends Path<T>> = ControlledSelectProps & {
  control: Control<T, unknown, O>;
  name: N;
  label: string;
  data: { value: string; label: string }[];
  /** The option a stored value shows as, when the value is no string (a number, a null). */
  toOption?: (value: PathValue<T, N>) => string;
  /** The value an option stores, when it is no string. */
  fromOption?: (option: string) => unknown;
};

/** One required choice from a fixed list (a status, how it repeats, a date format): a select. */
export function ChoiceController<T extends FieldValues, N extends Path<T>, O = T>({
  control,
  name,
  toOption = (value) => value,
  fromOption = (option) => option,
  ...select
}: ChoiceControllerProps<T, O, N>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...select}
          value={toOption(field.value)}
          // Nothing can be deselected, so the select always gives an option.
          onChange={(option) => option !== null && field.onChange(fromOption(option))}
          onBlur={field.onBlur}
          allowDeselect={false}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

type OptionalChoiceControllerProps<T extends FieldValues, O> = ControlledSelectProps & {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  data: { value: string; label: string }[];
  /** What the form stores when nothing is chosen: '' or null, as its schema reads it. */
  empty?: '' | null;
};

/** One choice that may be left out (an industry, a currency, a product): a clearable select. */
export function OptionalChoiceController<T extends FieldValues, O = T>({
  control,
  name,
  empty = null,
  ...select
}: OptionalChoiceControllerProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...select}
          value={field.value || null}
          onChange={(option) => field.onChange(option ?? empty)}
          onBlur={field.onBlur}
          clearable
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
