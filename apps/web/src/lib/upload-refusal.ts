import {
  exceedsUploadLimit,
  fileExtension,
  findDuplicateName,
  IMAGE_UPLOAD_EXTENSIONS,
  IMAGE_UPLOAD_MAX_BYTES,
  isAllowedExtension,
  messages,
} from '@atelier/domain';

/** Why a chosen batch cannot be sent at all (SPEC §5), or null. */
export function refusalOf(files: readonly File[]): string | null {
  if (files.some((file) => !isAllowedExtension(file.name))) return messages.fileTypeNotAllowed;
  if (findDuplicateName(files.map((file) => file.name))) return messages.duplicateFileName;
  if (exceedsUploadLimit(files.reduce((total, file) => total + file.size, 0)))
    return messages.uploadTooLarge;
  return null;
}

/** The picker's filter for one uploaded image (a logo, a swatch, a screenshot). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** Why one uploaded image cannot be sent (the server's own rules, checked first), or null. */
export function imageRefusalOf(file: File): string | null {
  const extension = fileExtension(file.name).toLowerCase();
  if (!(IMAGE_UPLOAD_EXTENSIONS as readonly string[]).includes(extension))
    return messages.imageType;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return messages.imageTooLarge;
  return null;
}
