import type { Media } from '@atelier/domain';
import { Image, Text } from '@mantine/core';
import { ImageUploadField } from '../../../components/form/image-upload-field';
import { MediaImage } from '../../../components/ui/media-image';
import { IMAGE_RULES } from '../../../lib/upload-refusal';
import { useObjectUrl } from '../../../lib/use-object-url';
import type { SwatchChoice } from '../lib/swatch';

interface SwatchFieldProps {
  /** The swatch the fabric has now. */
  current: Media | null;
  choice: SwatchChoice;
  onChange: (choice: SwatchChoice) => void;
}

/** Choose, preview or remove a fabric's swatch; the form uploads it on save. */
export function SwatchField({ current, choice, onChange }: SwatchFieldProps) {
  const previewUrl = useObjectUrl(choice.file);
  const shown = choice.remove ? null : current;
  const hasSwatch = Boolean(choice.file || shown);

  return (
    <ImageUploadField
      label="Swatch"
      inputLabel="Swatch image"
      preview={
        previewUrl ? (
          <Image src={previewUrl} alt="Swatch preview" w={88} h={88} radius="md" fit="cover" />
        ) : (
          <MediaImage media={shown} alt="Current swatch" w={88} h={88} radius="md" />
        )
      }
      buttonLabel={hasSwatch ? 'Replace image' : 'Upload image'}
      rules={IMAGE_RULES}
      onFile={(file) => onChange({ file, remove: false })}
      onRemove={hasSwatch ? () => onChange({ file: null, remove: Boolean(current) }) : undefined}
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
