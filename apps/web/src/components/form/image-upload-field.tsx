import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import type { ImageRules } from '../../lib/upload-refusal';

interface ImageUploadFieldProps {
  /** The field's visible label, when the form has none around it ('Swatch'). */
  label?: string;
  /** The hidden file input's name for assistive technology ('Company logo'). */
  inputLabel: string;
  /** What the image looks like now: an avatar, a swatch. */
  preview: ReactNode;
  buttonLabel: string;
  /** The files it takes: said under the buttons, and checked before anything is sent. */
  rules: ImageRules;
  onFile: (file: File) => void;
  /** An upload under way. */
  loading?: boolean;
  /** A problem found after choosing (the upload failed). */
  error?: string | null;
  onRemove?: () => void;
  /** A line about the chosen file ('uploaded when you save'). */
  note?: ReactNode;
  size?: 'xs' | 'sm';
}

/**
 * Choose, check, preview and remove one image: the company logo, a profile picture, a fabric's
 * swatch. Whether the file is sent at once or with the form is the caller's choice.
 */
export function ImageUploadField({
  label,
  inputLabel,
  preview,
  buttonLabel,
  rules,
  onFile,
  loading = false,
  error = null,
  onRemove,
  note,
  size = 'sm',
}: ImageUploadFieldProps) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const shownError = problem ?? error;

  const choose = (file: File | null) => {
    if (!file) return;
    const found = rules.refusalOf(file);
    setProblem(found);
    if (!found) onFile(file);
  };

  const field = (
    <Group gap="lg" align="center" wrap="nowrap" mt={label ? 6 : 0}>
      {preview}
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <FileButton
            onChange={choose}
            accept={rules.accept}
            inputProps={{ 'aria-label': inputLabel }}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                size={size}
                leftSection={<IconUpload size={16} />}
                loading={loading}
              >
                {buttonLabel}
              </Button>
            )}
          </FileButton>
          {onRemove && (
            <Button
              variant="subtle"
              color="gray"
              size={size}
              leftSection={<IconTrash size={16} />}
              onClick={() => {
                setProblem(null);
                onRemove();
              }}
            >
              {t('upload.remove')}
            </Button>
          )}
        </Group>
        <Text size="xs" c={shownError ? 'red.7' : 'dimmed'} role={shownError ? 'alert' : undefined}>
          {shownError ?? t(rules.hint.key, { size: rules.hint.size })}
        </Text>
        {note && !shownError && note}
      </Stack>
    </Group>
  );
  return label ? <Input.Wrapper label={label}>{field}</Input.Wrapper> : field;
}
