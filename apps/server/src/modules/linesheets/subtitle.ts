/**
 * What a sheet lists, in words for its cover: 'SS27 · Dresses · Sampling'. The team's own names
 * (seasons, categories) are written as entered; the stage is named in the reader's language.
 */
import type { LineSheetFilters } from '@atelier/domain';
import { isRecordId } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { entryName, SHEET_ENTRY_KINDS } from './queries.ts';
import type { SheetTranslate } from './render/texts.ts';

export async function sheetSubtitle(
  executor: Executor,
  teamId: string,
  filters: LineSheetFilters,
  t: SheetTranslate,
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
  if (filters.stage) words.push(t(`linesheet.stage.${filters.stage}`));
  if (filters.search) words.push(`“${filters.search}”`);
  return words.join(' · ');
}
