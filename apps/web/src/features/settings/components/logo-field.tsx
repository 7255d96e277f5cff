import {
  fileExtension,
  IMAGE_UPLOAD_EXTENSIONS,
  IMAGE_UPLOAD_MAX_BYTES,
  messages,
  type Media,
} from '@atelier/domain';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/form-errors';
import { useUploadLogo } from '../api/upload-logo';

const ACCEPT = 'image/jpeg,image/png,image/webp';

function validate(file: File): string | null {
  const extension = fileExtension(file.name).toLowerCase();
  if (!(IMAGE_UPLOAD_EXTENSIONS as readonly string[]).includes(extension))
    return messages.imageType;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return messages.imageTooLarge;
  return null;
}

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
  const [error, setError] = useState<string | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const src = previewUrl && broken === previewUrl ? fallbackUrl : previewUrl;

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = validate(file);
    setError(problem);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: ({ data }) => onUploaded(data),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Group gap="lg" align="center">
      <Avatar
        src={src}
        name={name || undefined}
        color="initials"
        size={88}
        radius="md"
        alt="Company logo preview"
        imageProps={{ onError: () => previewUrl && setBroken(previewUrl) }}
      />
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton
            onChange={choose}
            accept={ACCEPT}
            inputProps={{ 'aria-label': 'Company logo' }}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconUpload size={16} />}
                loading={upload.isPending}
              >
                Upload logo
              </Button>
            )}
          </FileButton>
          {previewUrl && (
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconTrash size={16} />}
              onClick={onRemove}
            >
              Remove
            </Button>
          )}
        </Group>
        <Text size="xs" c={error ? 'red.7' : 'dimmed'} role={error ? 'alert' : undefined}>
          {error ?? 'JPG, PNG or WebP, up to 10 MB.'}
        </Text>
      </Stack>
    </Group>
  );
}
