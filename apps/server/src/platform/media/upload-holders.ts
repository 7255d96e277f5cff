/**
 * What holds an uploaded file. A module whose rows attach uploads (a profile picture, a company
 * logo, a fabric swatch, a product's file, a message's file) names the column once with
 * `holdsUploads`, beside its queries; the sweep of uploads nothing holds, and the release of a
 * deletion's files, ask every holder without knowing the features.
 */
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema/index.ts';

const holders = new Map<string, AnyPgColumn>();

/** Declares a column whose value is the path of an upload it holds. */
export function holdsUploads(column: AnyPgColumn) {
  holders.set(`${getTableConfig(column.table).name}.${column.name}`, column);
}

/**
 * One subquery per holder, each finding a row that holds the media file of the outer query. With
 * no holder declared every upload would look orphaned, so that is refused outright.
 */
export function uploadHolders(executor: Executor) {
  if (holders.size === 0) throw new Error('no module declared what holds uploads');
  return [...holders.values()].map((column) =>
    executor.select({ path: column }).from(column.table).where(eq(column, mediaFiles.path)),
  );
}
