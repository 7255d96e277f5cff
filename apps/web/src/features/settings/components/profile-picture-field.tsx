import {
  fileExtension,
  PROFILE_PICTURE_EXTENSIONS,
  PROFILE_PICTURE_MAX_BYTES,
  type UploadedPicture,
} from '@atelier/domain';
import { Avatar } from '@mantine/core';
import { ImageUploadField } from '../../../components/form/image-upload-field';
import { errorMessage } from '../../../lib/form-errors';
import { refusalText, type ImageRules } from '../../../lib/upload-refusal';
import { useUploadFile } from '../api/upload-file';

const MAX_MB = PROFILE_PICTURE_MAX_BYTES / (1024 * 1024);

/** Profile pictures take GIF as well, and say "profile picture" when they refuse. */
const PROFILE_PICTURE_RULES: ImageRules = {
  accept: 'image/jpeg,image/png,image/gif,image/webp',
  hint: { key: 'upload.profilePictureHint', size: MAX_MB },
  refusalOf: (file) => {
    const extension = fileExtension(file.name).toLowerCase();
    if (!(PROFILE_PICTURE_EXTENSIONS as readonly string[]).includes(extension))
      return refusalText('profilePictureType');
    if (file.size > PROFILE_PICTURE_MAX_BYTES) return refusalText('profilePictureTooLarge');
    return null;
  },
};

interface ProfilePictureFieldProps {
  name: string;
  previewUrl: string | null;
  onUploaded: (file: UploadedPicture) => void;
  onRemove: () => void;
}

/** Uploads the chosen photo right away and previews it; the form's Save makes it the profile picture. */
export function ProfilePictureField({
  name,
  previewUrl,
  onUploaded,
  onRemove,
}: ProfilePictureFieldProps) {
  const upload = useUploadFile();
  return (
    <ImageUploadField
      inputLabel="Profile picture"
      preview={
        <Avatar
          src={previewUrl}
          name={name || undefined}
          color="initials"
          size={88}
          radius={44}
          alt="Profile picture preview"
        />
      }
      buttonLabel="Upload photo"
      rules={PROFILE_PICTURE_RULES}
      onFile={(file) => upload.mutate(file, { onSuccess: ({ data }) => onUploaded(data) })}
      loading={upload.isPending}
      error={upload.isError ? errorMessage(upload.error) : null}
      onRemove={previewUrl ? onRemove : undefined}
    />
  );
}
