import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The watcher's name and picture, as their avatar shows them; null once not active. */
export async function findWatcher(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profilePicture: users.profilePicture,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active')));
  return row ?? null;
}
