import { useFormat } from '../../../lib/format';
import { LEGAL_UPDATED_ON } from '../lib/legal-updated';

/** "Last updated: 01-11-2026", in the reader's date format when signed in. */
export function LastUpdated() {
  const { formatDate } = useFormat();
  return <>Last updated: {formatDate(LEGAL_UPDATED_ON)}</>;
}
