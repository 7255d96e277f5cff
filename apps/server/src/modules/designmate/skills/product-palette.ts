/**
 * The palette of a product's images as tag suggestions read it (issue 44 §8): only from the
 * previews already stored (`pre_<name>.webp`), so suggesting tags never decodes an original; a
 * product whose images have no preview yet, or none at all, has no palette here.
 */
import { derivativePaths, type Product } from '@atelier/domain';
import { imageFiles, isImageExtension } from '../queries.ts';
import { extractPalette, NotAnImageError, type PaletteColour } from './palette.ts';
import type { SkillRequest } from './types.ts';

/** Images read, as the palette skill reads a product's. */
const IMAGES = 10;

export async function storedPalette(
  { ctx, user }: SkillRequest,
  product: Product,
): Promise<PaletteColour[]> {
  const files = await imageFiles(ctx.db, user.id, { productId: product._id, max: IMAGES * 2 });
  const previews = files
    .filter((file) => isImageExtension(file.ext))
    .slice(0, IMAGES)
    .map((file) => derivativePaths(file.path).preview);
  const stored = (
    await Promise.all(
      previews.map(async (path) => ((await ctx.storage.exists(path)) ? path : null)),
    )
  ).filter((path): path is string => path !== null);
  if (stored.length === 0) return [];
  try {
    return await extractPalette(await Promise.all(stored.map((path) => ctx.storage.read(path))));
  } catch (err) {
    // A preview that cannot be read leaves the suggestions to the product's other signs.
    if (err instanceof NotAnImageError) return [];
    throw err;
  }
}
