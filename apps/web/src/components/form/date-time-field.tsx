import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { pickerFormat } from '../../lib/date-picker';
import { useFormat } from '../../lib/format';

type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const ARIA_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

/**
 * A date and time in the user's date order, clock and first day of the week (their general
 * settings), with every control of the calendar and the clock named for assistive technology.
 */
export function DateTimeField(props: DateTimePickerProps) {
  const format = useFormat();
  return (
    <DateTimePicker
      valueFormat={pickerFormat(format.settings)}
      firstDayOfWeek={format.firstDayOfWeek as Weekday}
      timePickerProps={{
        format: format.settings.timeFormat === '12 Hour' ? '12h' : '24h',
        withDropdown: true,
        hoursInputLabel: 'Hours',
        minutesInputLabel: 'Minutes',
        amPmInputLabel: 'AM or PM',
      }}
      submitButtonProps={{ 'aria-label': 'Use this date and time' }}
      ariaLabels={ARIA_LABELS}
      // The placeholder is text on the page here, not an attribute: it must be legible.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}
