/**
 * The palette skill as designmate answers it (issue 35): the images chosen (or, without any, the
 * product's), read from storage as the user may see them, their dominant colours, and for each
 * the nearest colour of the team's library by ΔE 2000.
 */
import {
  derivativePaths,
  messages,
  type DesignmateSource,
  type PaletteEntry,
} from '@atelier/domain';
import { fieldError, notFound } from '../../../platform/http/errors.ts';
import {
  conversationUploads,
  imageFiles,
  isImageExtension,
  teamColours,
  type UploadRow,
} from '../queries.ts';
import { colourNames } from './colour-names.ts';
import { imageUrl } from './links.ts';
import {
  CLOSE_IN_LIBRARY,
  extractPalette,
  ImageTooLargeError,
  nearestInLibrary,
  NotAnImageError,
} from './palette.ts';
import type { SkillAnswer, SkillRequest } from './types.ts';

/**
 * What the palette decodes of an image: its stored preview (`pre_<name>.webp`, 1,280 pixels at
 * most), or while that is not made yet, the original, streamed.
 */
async function imageToRead({ ctx }: SkillRequest, path: string) {
  const { preview } = derivativePaths(path);
  return (await ctx.storage.exists(preview)) ? ctx.storage.read(preview) : ctx.storage.read(path);
}

/** Images a palette reads from a product when none is chosen. */
const PRODUCT_IMAGES = 10;

/** An image and, when it is a product's file, the product it belongs to. */
type Image = UploadRow & { productId?: string };

/**
 * The images named — the product files the user may see and the conversation's own uploads — or
 * without any, the product's images.
 */
async function chosenImages(request: SkillRequest): Promise<Image[]> {
  const { ctx, user, fileIds, product, teamId, conversationId } = request;
  if (fileIds.length === 0) {
    const files = product
      ? await imageFiles(ctx.db, user.id, { productId: product._id, max: PRODUCT_IMAGES * 2 })
      : [];
    return files.filter((file) => isImageExtension(file.ext)).slice(0, PRODUCT_IMAGES);
  }
  const [files, uploads] = await Promise.all([
    imageFiles(ctx.db, user.id, { ids: fileIds }),
    conversationUploads(ctx.db, conversationId, fileIds),
  ]);
  const found: Image[] = [...files.filter((file) => file.teamId === teamId), ...uploads];
  // A file of another team, or one the user may not see, is not found.
  if (found.length !== new Set(fileIds).size) throw notFound();
  if (found.some((file) => !isImageExtension(file.ext))) {
    throw fieldError('fileIds', messages.designmateNotImage);
  }
  return found;
}

/**
 * "The 3 colours of board.png (Poppy Field, Nautical Blue, Pearl), with the nearest of your
 * library; none in it is close to Pearl.": each colour named, and a library colour claimed as
 * the nearest only within CLOSE_IN_LIBRARY.
 */
function paletteText(named: string, palette: readonly PaletteEntry[], librarySize: number) {
  const names = colourNames(palette.map((entry) => entry.hex));
  const opening = `The ${palette.length} colours of ${named} (${names.join(', ')})`;
  if (librarySize === 0) return `${opening}; your library has no colours yet to compare them with.`;
  const far = names.filter((_, index) => !palette[index]!.nearest);
  if (far.length === 0) return `${opening}, with the nearest of your library:`;
  const within = `ΔE 2000 ${CLOSE_IN_LIBRARY}`;
  if (far.length === palette.length) {
    return `${opening}; there is no close colour in your library (none within ${within}).`;
  }
  return `${opening}, with the nearest of your library; there is no close colour in it (within ${within}) for ${far.join(', ')}:`;
}

export async function paletteOf(request: SkillRequest): Promise<SkillAnswer> {
  const files = await chosenImages(request);
  if (files.length === 0) throw fieldError('fileIds', messages.designmateNoImages);
  const images = await Promise.all(files.map((file) => imageToRead(request, file.path)));
  let colours;
  try {
    colours = await extractPalette(images);
  } catch (err) {
    if (err instanceof NotAnImageError) throw fieldError('fileIds', messages.designmateNotImage);
    if (err instanceof ImageTooLargeError) {
      throw fieldError('fileIds', messages.designmateImageTooLarge);
    }
    throw err;
  }
  const library = await teamColours(request.ctx.db, request.user.id, request.teamId);
  const palette: PaletteEntry[] = colours.map((colour) => ({
    hex: colour.hex,
    share: Math.round(colour.share * 1000) / 1000,
    nearest: nearestInLibrary(colour.hex, library),
  }));
  const sources: DesignmateSource[] = [
    ...files.flatMap((file) =>
      file.productId
        ? [
            {
              kind: 'file' as const,
              _id: file.id,
              title: file.name,
              url: imageUrl(file.id, file.productId),
            },
          ]
        : [],
    ),
    ...palette.flatMap(({ nearest }) =>
      nearest
        ? [
            {
              kind: 'colour' as const,
              _id: nearest.colourId,
              title: nearest.name,
              url: `/ColorLibrary?${new URLSearchParams({ search: nearest.name }).toString()}`,
            },
          ]
        : [],
    ),
  ];
  const named = files.length === 1 ? files[0]!.name : `${files.length} images`;
  return {
    skill: 'palette',
    text:
      palette.length === 0
        ? `${named} is transparent: there is no colour to read.`
        : paletteText(named, palette, library.length),
    result: { palette },
    sources: sources.filter(
      (source, index) => sources.findIndex((other) => other._id === source._id) === index,
    ),
  };
}
