/** The only place userDetails (SPEC §3) is shaped. */
import type { TeamRolePermission, UserDetails } from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import { urlOf } from '../../platform/storage/storage.ts';
import type { Storage } from '../../platform/storage/storage.ts';

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
