import { micrometres, type MeasureUnit } from '@atelier/domain';
import { showLength } from './draft';

/** A length the API answered in centimetres as the sheet shows it; '' for none. */
export const showCentimetres = (cm: number | null | undefined, unit: MeasureUnit) =>
  cm === null || cm === undefined ? '' : showLength(micrometres(cm), unit);

/**
 * A deviation with its sign, so 'over' and 'under' read apart: '+1.5', '−3/8', '0' (a real minus
 * sign, as the tolerances beside it, which screen readers say as 'minus').
 */
export function showDeviation(cm: number | null, unit: MeasureUnit) {
  if (cm === null) return '';
  const text = showCentimetres(Math.abs(cm), unit);
  return cm > 0 ? `+${text}` : cm < 0 ? `−${text}` : text;
}
