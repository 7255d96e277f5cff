import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { pickerFormat } from '../../lib/date-picker';
import { useFormat } from '../../lib/format';
import { usePickerAriaLabels } from './picker-aria-labels';
import { usePickerEscape } from './picker-escape';

type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * A calendar date (a deadline, a delivery window, a filter's bound), shown in the user's date
 * order and picked from a calendar that starts on their first day of the week. Esc closes the
 * calendar, not a dialog around it.
 */
export function DateField({ popoverProps, ...props }: DatePickerInputProps<'default'>) {
  const format = useFormat();
  const escape = usePickerEscape(popoverProps);
  const ariaLabels = usePickerAriaLabels();
  return (
    <DatePickerInput
      valueFormat={pickerFormat(format.settings, false)}
      firstDayOfWeek={format.firstDayOfWeek as Weekday}
      ariaLabels={ariaLabels}
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      {...escape.inputProps}
      {...props}
      popoverProps={escape.popoverProps}
    />
  );
}
