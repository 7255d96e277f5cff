/** What a sheet lists, in words for its cover: 'SS27 · Dresses · Sampling'. */
import { isRecordId, PRODUCT_STAGE_LABELS, type LineSheetFilters } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { entryName, SHEET_ENTRY_KINDS } from './queries.ts';

export async function sheetSubtitle(
  executor: Executor,
  teamId: string,
  filters: LineSheetFilters,
): Promise<string> {
  const words: string[] = [];
  for (const kind of SHEET_ENTRY_KINDS) {
    const value = filters[kind];
    if (!value) continue;
    if (!isRecordId(value)) {
      words.push(value);
      continue;
    }
    const name = await entryName(executor, kind, value, teamId);
    if (name) words.push(name);
  }
  if (filters.stage) words.push(PRODUCT_STAGE_LABELS[filters.stage]);
  if (filters.search) words.push(`“${filters.search}”`);
  return words.join(' · ');
}
