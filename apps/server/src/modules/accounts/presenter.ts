/** The only place userDetails (SPEC §3) is shaped. */
import { z } from 'zod';
import { PLAN_TYPES, PERMISSION_KEYS } from '@atelier/domain';
import type { TeamRolePermission, UserDetails } from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import { urlOf } from '../../platform/storage/storage.ts';
import type { Storage } from '../../platform/storage/storage.ts';

export const zUserDetails = z.object({
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

export async function presentUser(
  user: UserRow,
  storage: Storage,
  teamRolePermissions: TeamRolePermission[] = [],
): Promise<UserDetails> {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profilePicture: await urlOf(storage, user.profilePicture),
    planType: user.planType,
    teamRolePermissions,
    jobTitle: user.jobTitle,
    phoneNumber: user.phoneNumber,
    linkedinUrl: user.linkedinUrl,
    questions: user.questions,
    createdAt: user.createdAt.toISOString(),
  };
}
