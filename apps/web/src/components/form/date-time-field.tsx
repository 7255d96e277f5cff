import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { pickerFormat } from '../../lib/date-picker';
import { useFormat } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { usePickerAriaLabels } from './picker-aria-labels';
import { usePickerEscape } from './picker-escape';

type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The time a day picked without one gets: the start of a working day (docs/decisions.md). */
const WORKDAY_START = '09:00:00';
/** What a due date picked as a day means: by the end of that working day. */
export const WORKDAY_END = '18:00:00';

/**
 * A date and time in the user's date order, clock and first day of the week (their general
 * settings), with every control of the calendar and the clock named for assistive technology. A
 * day picked before any time gets `defaultTimeValue` (the start of a working day unless told),
 * not midnight, which reads as the night before. Esc closes the calendar, not a dialog around it.
 * The hours and minutes are typed or stepped with the arrow keys: a list of them would open over
 * the calendar.
 */
export function DateTimeField({ popoverProps, ...props }: DateTimePickerProps) {
  const format = useFormat();
  const escape = usePickerEscape(popoverProps);
  const ariaLabels = usePickerAriaLabels();
  const t = useT();
  return (
    <DateTimePicker
      valueFormat={pickerFormat(format.settings)}
      firstDayOfWeek={format.firstDayOfWeek as Weekday}
      defaultTimeValue={WORKDAY_START}
      timePickerProps={{
        format: format.settings.timeFormat === '12 Hour' ? '12h' : '24h',
        hoursInputLabel: t('picker.hours'),
        minutesInputLabel: t('picker.minutes'),
        amPmInputLabel: t('picker.amPm'),
        ...escape.timeFieldProps,
      }}
      submitButtonProps={{ 'aria-label': t('picker.submit') }}
      ariaLabels={ariaLabels}
      // The placeholder is text on the page here, not an attribute: it must be legible.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      {...escape.inputProps}
      {...props}
      popoverProps={escape.popoverProps}
    />
  );
}
