/** The only place the dashboard's answers are shaped. */
import { derivativePaths, displayName, PRODUCT_STAGES } from '@atelier/domain';
import type { ActiveProduct, Activity, CountsByStage, TrendingFabric } from '@atelier/domain';
import type { PrivateFiles } from '../../platform/storage/private-files.ts';
import type { ActiveProductRow, ActivityRow, StoredImage, TrendingFabricRow } from './queries.ts';

/** A person by id and name, or null when they are gone. */
const person = (id: string | null, firstName: string | null, lastName: string | null) =>
  id && firstName !== null
    ? { _id: id, name: displayName({ firstName, lastName: lastName ?? '' }) }
    : null;

/** An image's signed link: its thumbnail once made, the original until then. */
async function thumbnailOf(files: PrivateFiles, image: StoredImage | null) {
  if (!image) return null;
  const thumbnail = image.status === 'ready' ? derivativePaths(image.path).thumbnail : null;
  return { url: await files.url(image.path), thumbnail: thumbnail && (await files.url(thumbnail)) };
}

export function presentCounts(counts: Partial<CountsByStage>): CountsByStage {
  return Object.fromEntries(
    PRODUCT_STAGES.map((stage) => [stage, counts[stage] ?? 0]),
  ) as CountsByStage;
}

export async function presentActiveProduct(
  files: PrivateFiles,
  row: ActiveProductRow,
): Promise<ActiveProduct> {
  return {
    _id: row.id,
    teamId: row.teamId,
    teamName: row.teamName,
    name: row.name,
    stage: row.stage,
    deadline: row.deadline,
    updatedAt: row.updatedAt,
    updatedBy: person(row.updatedById, row.updaterFirstName, row.updaterLastName),
    cover: await thumbnailOf(files, row.cover),
  };
}

export async function presentTrendingFabric(
  files: PrivateFiles,
  row: TrendingFabricRow,
): Promise<TrendingFabric> {
  const swatch = await thumbnailOf(files, row.swatch);
  return {
    _id: row.id,
    teamId: row.teamId,
    name: row.name,
    count: row.count,
    previousCount: row.previousCount,
    swatch: swatch && (swatch.thumbnail ?? swatch.url),
  };
}

export function presentActivity(row: ActivityRow): Activity {
  const actor = person(row.actorId, row.actorFirstName, row.actorLastName);
  return {
    _id: `${row.kind}:${row.ref}`,
    kind: row.kind,
    at: row.at,
    actor: actor ?? (row.visitorName ? { _id: '', name: row.visitorName } : null),
    product: { _id: row.productId, name: row.productName },
    teamId: row.teamId,
    excerpt: row.excerpt,
  };
}
