import {
  fileExtension,
  IMAGE_UPLOAD_EXTENSIONS,
  IMAGE_UPLOAD_MAX_BYTES,
  messages,
} from '@atelier/domain';

export const SWATCH_ACCEPT = 'image/jpeg,image/png,image/webp';

/** The server's own rules for a swatch, checked before uploading. */
export function swatchProblem(file: File): string | null {
  const extension = fileExtension(file.name).toLowerCase();
  if (!(IMAGE_UPLOAD_EXTENSIONS as readonly string[]).includes(extension))
    return messages.imageType;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return messages.imageTooLarge;
  return null;
}

/** What the form will do with the swatch on save. */
export interface SwatchChoice {
  file: File | null;
  remove: boolean;
}

export const KEEP_SWATCH: SwatchChoice = { file: null, remove: false };
