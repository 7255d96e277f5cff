import {
  fileExtension,
  messages,
  PROFILE_PICTURE_EXTENSIONS,
  PROFILE_PICTURE_MAX_BYTES,
} from '@atelier/domain';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/form-errors';
import { useUploadFile, type UploadedFile } from '../api/upload-file';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
const MAX_MB = PROFILE_PICTURE_MAX_BYTES / (1024 * 1024);

function validate(file: File): string | null {
  const extension = fileExtension(file.name).toLowerCase();
  if (!(PROFILE_PICTURE_EXTENSIONS as readonly string[]).includes(extension))
    return messages.profilePictureType;
  if (file.size > PROFILE_PICTURE_MAX_BYTES)
    return `Profile picture must be ${MAX_MB} MB or smaller.`;
  return null;
}

interface ProfilePictureFieldProps {
  name: string;
  previewUrl: string | null;
  onUploaded: (file: UploadedFile) => void;
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
  const [error, setError] = useState<string | null>(null);

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
        src={previewUrl}
        name={name || undefined}
        color="initials"
        size={88}
        radius={44}
        alt="Profile picture preview"
      />
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton onChange={choose} accept={ACCEPT}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconUpload size={16} />}
                loading={upload.isPending}
              >
                Upload photo
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
          {error ?? `JPG, PNG, GIF or WebP, up to ${MAX_MB} MB.`}
        </Text>
      </Stack>
    </Group>
  );
}
