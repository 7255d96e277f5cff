import { useT } from '../../lib/i18n';

/** The calendar's controls, named for assistive technology (and for the journeys), in the reader's language. */
export function usePickerAriaLabels() {
  const t = useT();
  return {
    previousMonth: t('picker.previousMonth'),
    nextMonth: t('picker.nextMonth'),
    previousYear: t('picker.previousYear'),
    nextYear: t('picker.nextYear'),
    previousDecade: t('picker.previousDecade'),
    nextDecade: t('picker.nextDecade'),
  };
}
