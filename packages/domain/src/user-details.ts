/**
 * userDetails (SPEC §3): the signed-in user as every sign-in and profile answer carries it. Apart
 * from the profile form's schemas, so the signed-in shell reads it without the phone number rules.
 */
import { z } from 'zod';
import { PERMISSION_KEYS } from './permissions.ts';
import { PLAN_TYPES } from './plans.ts';

/** userDetails of SPEC §3, as getProfile, login and verifyOtp return it. */
export const ZUserDetails = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profilePicture: z.string().nullable(),
  planType: z.enum(PLAN_TYPES),
  teamRolePermissions: z.array(
    z.object({ teamId: z.string(), permissionArr: z.array(z.enum(PERMISSION_KEYS)) }),
  ),
  jobTitle: z.string(),
  phoneNumber: z.string(),
  linkedinUrl: z.string(),
  questions: z
    .object({ role: z.string(), teamSize: z.string(), goals: z.array(z.string()) })
    .nullable(),
  createdAt: z.string(),
});
export type UserDetails = z.infer<typeof ZUserDetails>;
