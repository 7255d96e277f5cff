import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFormat } from '../../lib/format';
import { DecimalInput } from './decimal-input';

interface DecimalControllerProps<T extends FieldValues, O, N extends Path<T>> {
  control: Control<T, unknown, O>;
  /** A number field of the form that may be left empty (null). */
  name: N;
  label: string;
  placeholder: string;
  decimalScale?: number;
  fixedDecimalScale?: boolean;
}

/**
 * A form's number typed the user's way: with the decimal separator of their general settings,
 * either one understood when typed or pasted. Left empty, the form gets null.
 */
export function DecimalController<T extends FieldValues, N extends Path<T>, O = T>({
  control,
  name,
  ...input
}: DecimalControllerProps<T, O, N>) {
  const { settings } = useFormat();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DecimalInput
          {...input}
          decimalSeparator={settings.decimalSeparator === 'comma' ? ',' : '.'}
          value={field.value ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
