import { type Media } from '@atelier/domain';
import { Avatar } from '@mantine/core';
import { useState } from 'react';
import { ImageUploadField } from '../../../components/form/image-upload-field';
import { errorMessage } from '../../../lib/form-errors';
import { IMAGE_RULES } from '../../../lib/upload-refusal';
import { useUploadLogo } from '../api/upload-logo';

interface LogoFieldProps {
  name: string;
  previewUrl: string | null;
  /** The original image, shown if the thumbnail is not there (yet). */
  fallbackUrl: string | null;
  onUploaded: (media: Media) => void;
  onRemove: () => void;
}

/** Uploads the chosen logo right away and previews it; Save makes it the company's logo. */
export function LogoField({ name, previewUrl, fallbackUrl, onUploaded, onRemove }: LogoFieldProps) {
  const upload = useUploadLogo();
  const [broken, setBroken] = useState<string | null>(null);
  const src = previewUrl && broken === previewUrl ? fallbackUrl : previewUrl;

  return (
    <ImageUploadField
      inputLabel="Company logo"
      preview={
        <Avatar
          src={src}
          name={name || undefined}
          color="initials"
          size={88}
          radius="md"
          alt="Company logo preview"
          imageProps={{ onError: () => previewUrl && setBroken(previewUrl) }}
        />
      }
      buttonLabel="Upload logo"
      rules={IMAGE_RULES}
      onFile={(file) => upload.mutate(file, { onSuccess: ({ data }) => onUploaded(data) })}
      loading={upload.isPending}
      error={upload.isError ? errorMessage(upload.error) : null}
      onRemove={previewUrl ? onRemove : undefined}
    />
  );
}
