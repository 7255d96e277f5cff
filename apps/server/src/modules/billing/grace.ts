/**
 * The hourly sweep that ends the grace of failed payments (docs/decisions.md, "Billing"): Stripe
 * keeps retrying the card, and if no payment arrived within the grace period the account is on
 * Freemium until one does (the next `invoice.paid` brings Pro back).
 */
import type { AppContext } from '../../platform/context.ts';
import { defineSweep } from '../../platform/jobs/define-job.ts';
import { transaction } from '../../platform/transaction.ts';
import { endLapsedGrace } from './sync.ts';

export const graceSweep = defineSweep({ kind: 'billing.grace', everySeconds: 3600 });

export function endGraceNow(ctx: AppContext, now = new Date()) {
  return transaction(ctx, async (tx) => {
    await endLapsedGrace(tx, now);
  });
}
