import { FIT_PHOTOS_MAX, messages, type FitPhoto, type FitSession } from '@atelier/domain';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  CloseButton,
  FileButton,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { productImageUrl } from '../../../lib/paths';
import { runMutation } from '../../../lib/run-mutation';
import { useProductImages, useSetFitPhotos } from '../api/fit-photos';
import { fitPhotoWrite, type FitPhotoWrite } from '../api/fit-writes';
import { usePendingFit } from '../hooks/use-pending-fit';
import { OutboxProblem } from '../../../components/outbox/outbox-problem';
import { discard, type OutboxEntry } from '../../../lib/outbox/outbox';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useSpecT } from '../i18n';
import { serverText } from '../../../lib/server-texts/server-text';

interface FitPhotosProps {
  productId: string;
  session: FitSession;
}

/** A photo's thumbnail (or the image itself until the thumbnail is made), or a placeholder. */
function Thumbnail({ src, name }: { src: string | null; name: string }) {
  return src ? (
    <Image src={src} alt={name} h={96} w={96} fit="cover" radius="sm" />
  ) : (
    <Box
      h={96}
      w={96}
      bg="gray.1"
      style={{ display: 'grid', placeItems: 'center', borderRadius: 4 }}
      aria-label={name}
      role="img"
    >
      <IconPhoto size={28} aria-hidden />
    </Box>
  );
}

/**
 * Chooses which of the product's images are the session's photos: the ones linked stay in their
 * order, the ones added follow in the product's order.
 */
function PhotoPicker({
  productId,
  session,
  onClose,
}: FitPhotosProps & {
  onClose: () => void;
}) {
  const t = useSpecT();
  const tApp = useT();
  const images = useProductImages(productId, true);
  const setPhotos = useSetFitPhotos(productId, session._id);
  const [chosen, setChosen] = useState<string[]>(session.photos.map((photo) => photo.fileId));
  const [error, setError] = useState<string | null>(null);
  const tooMany = chosen.length > FIT_PHOTOS_MAX;

  const toggle = (fileId: string, on: boolean) =>
    setChosen((current) =>
      on ? [...current, fileId] : current.filter((candidate) => candidate !== fileId),
    );

  const save = async () => {
    setError(null);
    await runMutation(() => setPhotos.mutateAsync({ fileIds: chosen }), {
      onSuccess: () => onClose(),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Modal opened onClose={onClose} title={t('fit.addPhotosTitle')} size="lg">
      <QueryState
        query={images}
        loading={<Skeleton height={120} role="status" aria-label={t('fit.loadingImages')} />}
        errorTitle={t('fit.imagesError')}
      >
        {(list) => (
          <Stack gap="sm">
            {list.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('fit.noImages')}
              </Text>
            ) : (
              <SimpleGrid
                cols={{ base: 2, sm: 4 }}
                spacing="sm"
                role="group"
                aria-label={t('fit.images')}
              >
                {list.map((image) => (
                  <Stack key={image._id} gap={4} align="center">
                    <Thumbnail src={image.thumbnail ?? image.url} name={image.name} />
                    <Checkbox
                      label={image.name}
                      checked={chosen.includes(image._id)}
                      onChange={(event) => toggle(image._id, event.currentTarget.checked)}
                      styles={{ label: { wordBreak: 'break-all' } }}
                    />
                  </Stack>
                ))}
              </SimpleGrid>
            )}
            {tooMany && (
              <Text size="sm" c="red.8" role="alert">
                {messages.fitPhotosTooMany}
              </Text>
            )}
            {error && (
              <Alert color="red" title={t('fit.notSaved')} role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                {tApp('common.cancel')}
              </Button>
              <Button
                onClick={() => void save()}
                loading={setPhotos.isPending}
                disabled={tooMany || list.length === 0}
              >
                {t('fit.savePhotos')}
              </Button>
            </Group>
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}

/**
 * A photo taken on this device and not yet sent: shown from its own bytes. Memoised on its entry,
 * which the outbox keeps while it does not change: a measurement saved beside it draws nothing here.
 */
const WaitingPhoto = memo(function WaitingPhoto({ entry }: { entry: OutboxEntry<FitPhotoWrite> }) {
  const t = useSpecT();
  const url = useObjectUrl(entry.body.file);
  const name = t('fit.waitingPhotoLabel', { name: entry.body.name });
  return (
    <Stack gap={2} component="li" align="flex-start">
      <Thumbnail src={url} name={name} />
      <Text size="xs" maw={96} truncate title={entry.body.name}>
        {entry.body.name}
      </Text>
      {entry.state === 'waiting' ? (
        <Text size="xs" c="blue.8">
          {t('fit.photoWaiting')}
        </Text>
      ) : (
        <OutboxProblem entry={entry} />
      )}
    </Stack>
  );
});

/** One photo: its thumbnail opening the image page (where pins are placed), its open pins. */
function PhotoCard({
  productId,
  photo,
  onRemove,
  removing,
}: {
  productId: string;
  photo: FitPhoto;
  onRemove: (() => void) | null;
  removing: boolean;
}) {
  const t = useSpecT();
  const pins = photo.pins === null ? null : t('fit.pins', { count: photo.pins });
  return (
    <Stack gap={2} component="li" align="flex-start" pos="relative">
      <Anchor
        component={Link}
        to={productImageUrl(productId, photo.fileId)}
        aria-label={t('fit.photoLabel', {
          name: photo.name,
          version: photo.version,
          pins: pins ?? 'none',
        })}
      >
        <Thumbnail src={photo.thumbnail ?? photo.url} name={photo.name} />
      </Anchor>
      <Text size="xs" maw={96} truncate title={photo.name}>
        {photo.name}
      </Text>
      <Text size="xs" c="dimmed">
        {t('fit.version', { version: photo.version })}
        {pins !== null && ` · ${pins}`}
      </Text>
      {onRemove && (
        <CloseButton
          size="md"
          pos="absolute"
          top={2}
          right={2}
          bg="white"
          aria-label={t('fit.removePhoto', { name: photo.name })}
          disabled={removing}
          onClick={onRemove}
        />
      )}
    </Stack>
  );
}

/**
 * The session's fit photos: the product's images of this sample, each opening the image page where
 * its pins are placed. Who may edit the product adds them from the product's images and takes them
 * off (the image and its pins stay on the product). Memoised: the session view draws again with
 * every field saved, the photos need not.
 */
export const FitPhotos = memo(function FitPhotos({ productId, session }: FitPhotosProps) {
  const t = useSpecT();
  const canEdit = session.policies.edit;
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setPhotos = useSetFitPhotos(productId, session._id);
  const waiting = usePendingFit(productId, session._id).photos;

  /** Each photo taken goes to the outbox: sent now, or when the network returns. */
  const take = async (files: File[]) => {
    setError(null);
    for (const file of files) {
      const outcome = await fitPhotoWrite.submit(
        { productId, fitId: session._id, file, name: file.name },
        t('fit.photoOutboxLabel', {
          name: file.name,
          round: session.round,
          size: session.sampleSize,
        }),
      );
      if (outcome.status === 'refused' || outcome.status === 'conflict') {
        await discard(outcome.seq);
        setError(serverText(outcome.error));
      }
    }
  };

  const remove = async (fileId: string) => {
    setError(null);
    await runMutation(
      () =>
        setPhotos.mutateAsync({
          fileIds: session.photos
            .map((photo) => photo.fileId)
            .filter((candidate) => candidate !== fileId),
        }),
      { onError: (failure) => setError(errorMessage(failure)) },
    );
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={`fit-photos-${session._id}`}>
      <Group justify="space-between" gap="sm">
        <Title order={4} size="h5" id={`fit-photos-${session._id}`}>
          {t('fit.photos')}
        </Title>
        {canEdit && (
          <Group gap="xs">
            <FileButton
              onChange={(files) => void take(files)}
              accept="image/*"
              capture="environment"
              multiple
            >
              {(props) => (
                <Button {...props} size="xs" leftSection={<IconCamera size={16} aria-hidden />}>
                  {t('fit.takePhotos')}
                </Button>
              )}
            </FileButton>
            <Button variant="default" size="xs" onClick={() => setPicking(true)}>
              {t('fit.addPhotos')}
            </Button>
          </Group>
        )}
      </Group>
      {waiting.length > 0 && (
        <Group
          gap="sm"
          component="ul"
          aria-label={t('fit.photoWaiting')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {waiting.map((entry) => (
            <WaitingPhoto key={entry.seq} entry={entry} />
          ))}
        </Group>
      )}
      {session.photos.length === 0 && waiting.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fit.noPhotos')}
          {canEdit && ` ${t('fit.noPhotosHint')}`}
        </Text>
      ) : (
        <Group
          gap="sm"
          component="ul"
          aria-label={t('fit.photos')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {session.photos.map((photo) => (
            <PhotoCard
              key={photo.fileId}
              productId={productId}
              photo={photo}
              removing={setPhotos.isPending}
              onRemove={canEdit ? () => void remove(photo.fileId) : null}
            />
          ))}
        </Group>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {picking && (
        <PhotoPicker productId={productId} session={session} onClose={() => setPicking(false)} />
      )}
    </Stack>
  );
});
