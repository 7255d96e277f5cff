/** What a sheet lists, in words for its cover: 'SS27 · Dresses · Sampling'. */
import { and, eq } from 'drizzle-orm';
import { isRecordId, PRODUCT_STAGE_LABELS, type LineSheetFilters } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { categories, fabrics, seasons, tags } from '../../db/schema/index.ts';

const ENTRIES = { season: seasons, category: categories, tag: tags, fabric: fabrics } as const;

export async function sheetSubtitle(
  executor: Executor,
  teamId: string,
  filters: LineSheetFilters,
): Promise<string> {
  const words: string[] = [];
  for (const [name, table] of Object.entries(ENTRIES)) {
    const value = filters[name as keyof typeof ENTRIES];
    if (!value) continue;
    if (!isRecordId(value)) {
      words.push(value);
      continue;
    }
    const [entry] = await executor
      .select({ name: table.name })
      .from(table)
      .where(and(eq(table.id, value), eq(table.teamId, teamId)));
    if (entry) words.push(entry.name);
  }
  if (filters.stage) words.push(PRODUCT_STAGE_LABELS[filters.stage]);
  if (filters.search) words.push(`“${filters.search}”`);
  return words.join(' · ');
}
