import {
  exceedsUploadLimit,
  fileExtension,
  findDuplicateName,
  IMAGE_UPLOAD_EXTENSIONS,
  IMAGE_UPLOAD_MAX_BYTES,
  isAllowedExtension,
  messages,
} from '@atelier/domain';
import { serverText } from './server-texts/server-text';

type Messages = typeof messages;
/** A message that is a text, not a template. */
type TextKey = {
  [Key in keyof Messages]: Messages[Key] extends string ? Key : never;
}[keyof Messages];

/**
 * One of the server's own refusals, said before sending: in the reader's language, from the server
 * texts' catalogue (issue 47 §4), English until it has arrived.
 */
export function refusalText(key: TextKey): string {
  return serverText({ message: messages[key], key });
}

/** Why a chosen batch cannot be sent at all (SPEC §5), or null. */
export function refusalOf(files: readonly File[]): string | null {
  if (files.some((file) => !isAllowedExtension(file.name)))
    return refusalText('fileTypeNotAllowed');
  if (findDuplicateName(files.map((file) => file.name))) return refusalText('duplicateFileName');
  if (exceedsUploadLimit(files.reduce((total, file) => total + file.size, 0)))
    return refusalText('uploadTooLarge');
  return null;
}

/** Why one uploaded image cannot be sent (the server's own rules, checked first), or null. */
export function imageRefusalOf(file: File): string | null {
  const extension = fileExtension(file.name).toLowerCase();
  if (!(IMAGE_UPLOAD_EXTENSIONS as readonly string[]).includes(extension))
    return refusalText('imageType');
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return refusalText('imageTooLarge');
  return null;
}

/** What one kind of image upload takes: the picker's filter, the line that says so, the check. */
export interface ImageRules {
  accept: string;
  /** The line under the buttons: its message (in the app catalogue) and the largest size in MB. */
  hint: { key: 'upload.imageHint' | 'upload.profilePictureHint'; size: number };
  refusalOf: (file: File) => string | null;
}

/** A logo, a swatch, a screenshot: the server's rules for an uploaded image. */
export const IMAGE_RULES: ImageRules = {
  accept: 'image/jpeg,image/png,image/webp',
  hint: { key: 'upload.imageHint', size: IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024) },
  refusalOf: imageRefusalOf,
};
