/**
 * 'Contact sales' for the Teams plan (issue 15): anyone, signed in or not, asks; the enquiry is
 * e-mailed to the support address (SUPPORT_EMAIL) with the asker as the reply-to. Nothing else is
 * stored, and the answer is the same whoever asks.
 */
import type { SalesEnquiry } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { salesEnquiryMail } from './mail.ts';
import { transaction } from '../../platform/transaction.ts';

export async function sendSalesEnquiry(ctx: AppContext, enquiry: SalesEnquiry) {
  await transaction(ctx, (tx) =>
    queueMail(tx, salesEnquiryMail({ to: ctx.config.supportEmail, ...enquiry })),
  );
}
