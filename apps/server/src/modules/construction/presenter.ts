/** The only place construction answers are shaped: callouts numbered by their order, 1, 2, 3… */
import { derivativePaths, hasDerivatives } from '@atelier/domain';
import type { Callout, Construction, ConstructionImage } from '@atelier/domain';
import type { ConstructionCalloutRow } from '../../db/schema/index.ts';
import type { PrivateFiles } from '../../platform/storage/private-files.ts';
import type { ImageRow } from './queries.ts';

/** `number`: its place in the product's list, which a stored number with a gap does not say. */
export const presentCallout = (row: ConstructionCalloutRow, number: number): Callout => ({
  _id: row.id,
  fileId: row.fileId,
  number,
  x: row.x,
  y: row.y,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function presentImage(files: PrivateFiles, row: ImageRow): Promise<ConstructionImage> {
  const ready = row.path !== null && row.status === 'ready' && hasDerivatives(row.ext);
  const derived = ready && row.path ? derivativePaths(row.path) : null;
  const [thumbnail, preview] = await Promise.all([
    derived ? files.url(derived.thumbnail) : null,
    derived ? files.url(derived.preview) : null,
  ]);
  return { fileId: row.id, name: row.name, thumbnail, preview };
}

/** `callouts` in their order; the images in the order of their first callout. */
export async function presentConstruction(
  files: PrivateFiles,
  productId: string,
  head: { notes: string; revision: number } | null,
  callouts: readonly ConstructionCalloutRow[],
  images: readonly ImageRow[],
  canEdit: boolean,
): Promise<Construction> {
  const byId = new Map(images.map((image) => [image.id, image]));
  const order = [...new Set(callouts.map((callout) => callout.fileId))];
  return {
    productId,
    notes: head?.notes ?? '',
    revision: head?.revision ?? 0,
    callouts: callouts.map((row, index) => presentCallout(row, index + 1)),
    images: await Promise.all(
      order.flatMap((fileId) => {
        const image = byId.get(fileId);
        return image ? [presentImage(files, image)] : [];
      }),
    ),
    policies: { edit: canEdit },
  };
}
