import type { ProductStage } from '@atelier/domain';
import { formatDate } from './format';

/** The stages past which a deadline no longer binds: the design is signed off. */
const DONE_STAGES: readonly ProductStage[] = ['approved', 'production'];

/** Today as 'YYYY-MM-DD' in the browser's time zone. */
export const localToday = (now: Date = new Date()) => formatDate(now, { dateFormat: 'yyyy-mm-dd' });

/**
 * Whether a product is late: its deadline ('YYYY-MM-DD') is before today and it is not yet
 * Approved or in Production. The dashboard and the wall both ask this, so they flag the same ones.
 */
export function isProductLate(
  product: { deadline: string | null; stage: ProductStage },
  today: string = localToday(),
): boolean {
  return (
    product.deadline !== null && product.deadline < today && !DONE_STAGES.includes(product.stage)
  );
}
