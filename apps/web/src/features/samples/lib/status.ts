import {
  formatCentimetres,
  formatInches,
  micrometres,
  type MeasureUnit,
  type SampleStatus,
} from '@atelier/domain';
import type { MessageKey } from '../../../lib/i18n';

/** Each status's name in the catalogue, and its badge's colour. */
export const STATUS_LABEL: Record<SampleStatus, MessageKey> = {
  requested: 'samples.status.requested',
  acknowledged: 'samples.status.acknowledged',
  shipped: 'samples.status.shipped',
  received: 'samples.status.received',
};

export const STATUS_COLOR: Record<SampleStatus, string> = {
  requested: 'gray',
  acknowledged: 'blue',
  shipped: 'grape',
  received: 'teal',
};

/** A length answered in centimetres, as the sheet's unit writes it ('24 3/8' in inches). */
export function lengthText(cm: number | null, unit: MeasureUnit): string {
  if (cm === null) return '';
  const um = micrometres(cm);
  return unit === 'in' ? formatInches(um) : formatCentimetres(um);
}
