import type { Media } from '@atelier/domain';
import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { MediaImage } from '../../../components/ui/media-image';
import { SWATCH_ACCEPT, swatchProblem, type SwatchChoice } from '../lib/swatch';

interface SwatchFieldProps {
  /** The swatch the fabric has now. */
  current: Media | null;
  choice: SwatchChoice;
  onChange: (choice: SwatchChoice) => void;
}

/** Choose, preview or remove a fabric's swatch; the form uploads it on save. */
export function SwatchField({ current, choice, onChange }: SwatchFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const previewUrl = useObjectUrl(choice.file);
  const shown = choice.remove ? null : current;
  const hasSwatch = Boolean(choice.file || shown);

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = swatchProblem(file);
    setError(problem);
    if (!problem) onChange({ file, remove: false });
  };

  return (
    <Input.Wrapper label="Swatch" description="JPG, PNG or WebP, up to 10 MB.">
      <Group gap="md" mt={6} align="center" wrap="nowrap">
        {previewUrl ? (
          <Image src={previewUrl} alt="Swatch preview" w={88} h={88} radius="md" fit="cover" />
        ) : (
          <MediaImage media={shown} alt="Current swatch" w={88} h={88} radius="md" />
        )}
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton
              onChange={choose}
              accept={SWATCH_ACCEPT}
              inputProps={{ 'aria-label': 'Swatch image' }}
            >
              {(props) => (
                <Button {...props} variant="light" size="xs" leftSection={<IconUpload size={14} />}>
                  {hasSwatch ? 'Replace image' : 'Upload image'}
                </Button>
              )}
            </FileButton>
            {hasSwatch && (
              <Button
                variant="subtle"
                color="gray"
                size="xs"
                leftSection={<IconTrash size={14} />}
                onClick={() => {
                  setError(null);
                  onChange({ file: null, remove: Boolean(current) });
                }}
              >
                Remove
              </Button>
            )}
          </Group>
          {error && (
            <Text size="xs" c="red.7" role="alert">
              {error}
            </Text>
          )}
          {choice.file && !error && (
            <Text size="xs" c="dimmed" truncate maw={220}>
              {choice.file.name} — uploaded when you save
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}

/** A temporary URL for a chosen file, released when the file changes or the field goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
