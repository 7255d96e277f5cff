import type { Executor } from '../../db/client.ts';
import { supportTickets } from '../../db/schema/index.ts';

export async function insertTicket(
  executor: Executor,
  values: { userId: string; subject: string; message: string; attachmentPath: string | null },
) {
  const [row] = await executor.insert(supportTickets).values(values).returning();
  return row!;
}
