import {
  exceedsUploadLimit,
  findDuplicateName,
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
