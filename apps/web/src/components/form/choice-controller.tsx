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
  /**
   * Makes the choice one that may be left out: it can be cleared, and the form then stores this
   * ('' or null, as its schema reads it). Without it one option is always chosen.
   */
  empty?: '' | null;
};

/**
 * One choice from a fixed list: a select. Required (a status, a date format) or, with `empty`,
 * optional (an industry, a currency, a product).
 */
export function ChoiceController<T extends FieldValues, N extends Path<T>, O = T>({
  control,
  name,
  toOption = (value) => value,
  fromOption = (option) => option,
  empty,
  ...select
}: ChoiceControllerProps<T, O, N>) {
  const optional = empty !== undefined;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...select}
          value={toOption(field.value) || null}
          // Only an optional choice can be cleared, so a required one always gives an option.
          onChange={(option) => field.onChange(option === null ? empty : fromOption(option))}
          onBlur={field.onBlur}
          clearable={optional}
          allowDeselect={optional}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
