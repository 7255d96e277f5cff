import type { Media } from '@atelier/domain';
import { Image, Text } from '@mantine/core';
import { ImageUploadField } from '../../../components/form/image-upload-field';
import { MediaImage } from '../../../components/ui/media-image';
import { IMAGE_RULES } from '../../../lib/upload-refusal';
import { useObjectUrl } from '../../../lib/use-object-url';

/** What the form will do with the image on save. */
export interface ImageChoice {
  file: File | null;
  remove: boolean;
}

export const KEEP_IMAGE: ImageChoice = { file: null, remove: false };

interface MaterialImageFieldProps {
  /** The image the material has now. */
  current: Media | null;
  choice: ImageChoice;
  onChange: (choice: ImageChoice) => void;
}

/** Choose, preview or remove a material's image; the form uploads it once the material is saved. */
export function MaterialImageField({ current, choice, onChange }: MaterialImageFieldProps) {
  const previewUrl = useObjectUrl(choice.file);
  const shown = choice.remove ? null : current;
  const hasImage = Boolean(choice.file || shown);

  return (
    <ImageUploadField
      label="Image"
      inputLabel="Material image"
      preview={
        previewUrl ? (
          <Image src={previewUrl} alt="Image preview" w={88} h={88} radius="md" fit="cover" />
        ) : (
          <MediaImage media={shown} alt="Current image" w={88} h={88} radius="md" />
        )
      }
      buttonLabel={hasImage ? 'Replace image' : 'Upload image'}
      rules={IMAGE_RULES}
      onFile={(file) => onChange({ file, remove: false })}
      onRemove={hasImage ? () => onChange({ file: null, remove: Boolean(current) }) : undefined}
      note={
        choice.file && (
          <Text size="xs" c="dimmed" truncate maw={220}>
            {choice.file.name} — uploaded when you save
          </Text>
        )
      }
      size="xs"
    />
  );
}
