/** The only place the linked-accounts answer is shaped. */
import type { LinkedIdentities } from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import type { identities } from '../../db/schema/index.ts';

export function presentIdentities(
  user: UserRow,
  rows: (typeof identities.$inferSelect)[],
): LinkedIdentities {
  return {
    identities: rows.map((row) => ({
      provider: row.provider,
      email: row.email,
      linkedAt: row.createdAt.toISOString(),
    })),
    hasPassword: user.passwordHash !== null,
  };
}
