import { Switch, type SwitchProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type SwitchControllerProps<T extends FieldValues, O> = Omit<
  SwitchProps,
  'name' | 'checked' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T, unknown, O>;
  /** A boolean of the form. */
  name: Path<T>;
  /** After the form took the new state: what else turning it on or off changes. */
  onCheckedChange?: (checked: boolean) => void;
};

/** A yes/no setting of a form (pinned, all day, e-mail me): a switch. */
export function SwitchController<T extends FieldValues, O = T>({
  control,
  name,
  onCheckedChange,
  ...input
}: SwitchControllerProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Switch
          {...input}
          ref={field.ref}
          checked={field.value}
          onChange={(event) => {
            const { checked } = event.currentTarget;
            field.onChange(checked);
            onCheckedChange?.(checked);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
