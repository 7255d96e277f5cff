/** Profile contracts: updateProfile and the onboarding questions (userDetails: user-details.ts). */
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { TEXT_MAX } from './constants.ts';
import { messages } from './messages.ts';

export const LINKEDIN_PATTERN =
  /^(https?:\/\/)?([a-z]{2,3}\.)?linkedin\.com\/(in|pub|company|profile)\/[\w\-%.~]+\/?(\?.*)?$/i;

const optionalText = z.string().trim().max(TEXT_MAX, messages.textTooLong);

export const ZUpdateProfileSchema = z.object({
  firstName: z
    .string({ error: messages.firstNameRequired })
    .trim()
    .min(1, messages.firstNameRequired)
    .max(TEXT_MAX, messages.textTooLong),
  lastName: optionalText.optional(),
  /** SPEC §5: a job title is required; left out, the current one stays. */
  jobTitle: z
    .string({ error: messages.jobTitleRequired })
    .trim()
    .min(1, messages.jobTitleRequired)
    .max(TEXT_MAX, messages.textTooLong)
    .optional(),
  phoneNumber: z
    .string()
    .trim()
    .max(32, messages.phoneInvalid)
    .refine((phone) => phone === '' || isValidPhoneNumber(phone), messages.phoneInvalid)
    .optional(),
  linkedinUrl: z
    .string()
    .trim()
    .max(TEXT_MAX, messages.linkedinIncorrect)
    .refine((url) => url === '' || LINKEDIN_PATTERN.test(url), messages.linkedinIncorrect)
    .optional(),
  /** A storage path returned by auth/fileUpload, or '' to remove the picture. */
  profilePicture: z.string().trim().max(300, messages.pictureNotFound).nullable().optional(),
});
export type TUpdateProfileSchema = z.input<typeof ZUpdateProfileSchema>;

export const ROLES_AT_WORK = [
  'Fashion designer',
  'Product designer',
  'Textile designer',
  'Merchandiser',
  'Sourcing / production',
  'Founder / manager',
  'Student',
  'Other',
] as const;
export const TEAM_SIZES = ['Just me', '2-5', '6-20', '21-100', 'More than 100'] as const;
export const GOALS = [
  'Share designs with my team',
  'Collect feedback on products',
  'Organise collections and seasons',
  'Build a colour and material library',
  'Get AI help with ideas',
] as const;

export const ZUpdateQuestionsSchema = z.object({
  role: z.enum(ROLES_AT_WORK, { error: 'Please choose your role.' }),
  teamSize: z.enum(TEAM_SIZES, { error: 'Please choose your team size.' }),
  goals: z.array(z.enum(GOALS)).max(GOALS.length).default([]),
});
export type TUpdateQuestionsSchema = z.input<typeof ZUpdateQuestionsSchema>;
export type Questions = z.output<typeof ZUpdateQuestionsSchema>;
