/**
 * Help & Support (issue 14): the contact form's fields, shared by the form in the browser and
 * `POST support` on the server, and the ticket it answers.
 */
import { z } from 'zod';
import { zEmail, zFullName } from './auth.ts';
import { messages } from './messages.ts';
import { zRequiredText } from './text.ts';

export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MAX = 5000;
/** The multipart field of the optional screenshot (JPG, PNG or WebP, at most 10 MB). */
export const SUPPORT_SCREENSHOT_FIELD = 'screenshot';

export const ZSupportSchema = z.object({
  subject: zRequiredText(
    SUPPORT_SUBJECT_MAX,
    messages.supportSubjectRequired,
    messages.supportSubjectTooLong,
  )
    // One line: it becomes the e-mail's subject.
    .transform((subject) => subject.replace(/\s+/g, ' ')),
  message: zRequiredText(
    SUPPORT_MESSAGE_MAX,
    messages.supportMessageRequired,
    messages.supportMessageTooLong,
  ),
});
export type TSupportSchema = z.infer<typeof ZSupportSchema>;

/** A short number a person can quote in a reply ('AT-000123'). */
export const ticketNumber = (number: number) => `AT-${String(number).padStart(6, '0')}`;

export const ZSupportTicket = z.object({
  _id: z.string(),
  ticketNumber: z.string(),
  subject: z.string(),
  hasScreenshot: z.boolean(),
  createdAt: z.string(),
});
export type SupportTicket = z.infer<typeof ZSupportTicket>;

export const SALES_COMPANY_MAX = 120;
export const SALES_TEAM_SIZE_MAX = 10000;

/** 'Contact sales' for the Teams plan: who asks, for how many people, and what they need. */
export const ZSalesEnquirySchema = z.object({
  name: zFullName,
  email: zEmail,
  company: zRequiredText(
    SALES_COMPANY_MAX,
    messages.salesCompanyRequired,
    messages.salesCompanyTooLong,
  )
    // One line: it becomes part of the e-mail's subject.
    .transform((company) => company.replace(/\s+/g, ' ')),
  teamSize: z.coerce
    .number({ error: messages.salesTeamSizeInvalid })
    .int(messages.salesTeamSizeInvalid)
    .min(1, messages.salesTeamSizeInvalid)
    .max(SALES_TEAM_SIZE_MAX, messages.salesTeamSizeInvalid),
  message: z
    .string()
    .trim()
    .max(SUPPORT_MESSAGE_MAX, messages.supportMessageTooLong)
    .optional()
    .default(''),
});
export type TSalesEnquirySchema = z.input<typeof ZSalesEnquirySchema>;
export type SalesEnquiry = z.infer<typeof ZSalesEnquirySchema>;
