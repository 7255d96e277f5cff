/** The only place the linked-accounts answer is shaped. */
import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '@atelier/domain';
import type { LinkedIdentities } from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import type { identities } from '../../db/schema/index.ts';

export const zLinkedIdentities = z.object({
  identities: z.array(
    z.object({ provider: z.enum(SOCIAL_PROVIDERS), email: z.string(), linkedAt: z.string() }),
  ),
  hasPassword: z.boolean(),
});

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
