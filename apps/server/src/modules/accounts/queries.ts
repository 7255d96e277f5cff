/** The user row: one module owns it; others reach it through accounts/service.ts. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { holdsUploads } from '../../platform/media/upload-holders.ts';

/** A profile picture holds its upload. */
holdsUploads(users.profilePicture);

export async function findUserByEmail(executor: Executor, email: string) {
  const [user] = await executor
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export async function findUserById(executor: Executor, userId: string) {
  const [user] = await executor.select().from(users).where(eq(users.id, userId));
  return user;
}

export async function createUser(
  executor: Executor,
  values: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string | null;
    status?: 'pending' | 'active';
    emailVerifiedAt?: Date;
  },
) {
  const [user] = await executor.insert(users).values(values).returning();
  return user!;
}

/** The account of the address, made pending when there is none (two sign-ups may race). */
export async function findOrCreatePendingUser(
  executor: Executor,
  values: { email: string; firstName: string; lastName: string },
) {
  await executor
    .insert(users)
    .values({ ...values, passwordHash: null, status: 'pending' })
    .onConflictDoNothing();
  return (await findUserByEmail(executor, values.email))!;
}

export async function updateUser(
  executor: Executor,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
) {
  const [user] = await executor
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}
