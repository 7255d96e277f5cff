import type { FitPhoto } from '@atelier/domain';
import { Alert, Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSendSamplePhotos } from '../api/samples';
import { serverText } from '../../../lib/server-texts/server-text';

interface SamplePhotosProps {
  productId: string;
  sampleId: string;
  photos: readonly FitPhoto[];
  /** The supplier's people send photos; the team sees them. */
  canSend: boolean;
}

/** The fit session's photos of a sample, and the supplier's way to send more (issue 47 §3). */
export function SamplePhotos({ productId, sampleId, photos, canSend }: SamplePhotosProps) {
  const t = useT();
  const send = useSendSamplePhotos(productId, sampleId);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setError(null);
    setProgress(0);
    try {
      const answer = await send.mutateAsync({ files, onProgress: setProgress });
      toast.success(serverText(answer));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setProgress(null);
    }
  };

  if (!canSend && photos.length === 0) return null;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('samples.photos.title', { count: photos.length })}
        </Text>
        {canSend && (
          <FileButton onChange={(files) => void upload(files)} accept="image/*" multiple>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                leftSection={<IconCamera size={14} />}
                loading={progress !== null}
              >
                {t('samples.photos.add')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {progress !== null && (
        <Progress value={progress * 100} size="sm" aria-label={t('samples.photos.sending')} />
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {photos.length > 0 ? (
        <Group gap="xs">
          {photos.map((photo) => (
            <Image
              key={photo.fileId}
              src={photo.thumbnail ?? photo.url}
              alt={photo.name}
              w={88}
              h={88}
              radius="sm"
              fit="cover"
            />
          ))}
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {t('samples.photos.none')}
        </Text>
      )}
    </Stack>
  );
}
