import type { ProductItem } from '@atelier/domain';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconMapPin,
  IconZoomIn,
  IconZoomOut,
  IconZoomReset,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { TransformComponent, TransformWrapper, useControls } from 'react-zoom-pan-pinch';
import type { CommentSource } from '../../../components/comments/comment-source';
import { CommentsPanel } from '../../../components/comments/comments-panel';
import { AddPinButton, ImagePins, PIN_CLASSES } from '../../../components/comments/image-pins';
import { usePinBoard, type PinBoard } from '../../../components/comments/use-pin-board';
import type { ImageLayer, ImageLayerSlot } from '../../../components/image-marks/image-layer';
import { PinnedImage } from '../../../components/image-marks/pinned-image';
import classes from './product-image-viewer.module.css';

interface ImageStageProps {
  /** The product's images, in the order the arrows go through them. */
  images: ProductItem[];
  itemId: string;
  /** What the opening page knew, shown while the images load. */
  fallback?: { src?: string | undefined; name?: string | undefined };
  /** Above the title: the way back to the product. */
  backLink: ReactNode;
  /** Beside the image count: what else the reader may do with the image. */
  actions?: ReactNode;
  /** Under the title: the image's versions, when it has several. */
  versions?: ReactNode;
  /**
   * An older round: its resolved pins show from the start, so one sees which requests the next
   * round settled.
   */
  olderRound?: boolean;
  onBack: () => void;
  onNavigate: (image: ProductItem) => void;
  /** The image's comments, when the reader may see them. */
  comments: CommentSource | null;
  /** Around the comments panel: who may be @mentioned, the visitor's name… */
  commentsFrame?: (panel: ReactNode) => ReactNode;
  /** Marks of another kind the reader may switch to (a member's construction callouts). */
  layer?: ImageLayerSlot | undefined;
}

function ZoomControls() {
  const { zoomIn, zoomOut, resetTransform } = useControls();
  return (
    <Group gap="xs" className={classes.controls}>
      <Tooltip label="Zoom out">
        <ActionIcon variant="default" size="lg" aria-label="Zoom out" onClick={() => zoomOut()}>
          <IconZoomOut size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Actual fit">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Reset zoom"
          onClick={() => resetTransform()}
        >
          <IconZoomReset size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Zoom in">
        <ActionIcon variant="default" size="lg" aria-label="Zoom in" onClick={() => zoomIn()}>
          <IconZoomIn size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/**
 * One image of a product, zoomed with the buttons or the wheel and moved by dragging; the arrows
 * go to the product's previous and next image, Escape back to it. Beside it (below on a phone)
 * its comments, whose threads may be pinned to a spot of it. Members and share-link visitors see
 * the same stage, each with their own comment source; a member may switch to another layer of
 * marks (construction callouts) the page lays over it.
 */
export function ImageStage({ layer, ...props }: ImageStageProps) {
  if (!layer) return <StageBody {...props} layer={null} />;
  return layer(props.itemId, (shown) => <StageBody {...props} layer={shown} />);
}

type Mode = 'comments' | 'layer';

function StageBody({
  images,
  itemId,
  fallback,
  backLink,
  actions,
  versions,
  olderRound = false,
  onBack,
  onNavigate,
  comments,
  commentsFrame = (panel) => panel,
  layer,
}: Omit<ImageStageProps, 'layer'> & { layer: ImageLayer | null }) {
  const board = usePinBoard(olderRound);
  // Comment pins first, until the reader picks; callouts alone for who may not read comments.
  const [chosenMode, setMode] = useState<Mode | null>(null);
  const mode: Mode = layer ? (chosenMode ?? (comments ? 'comments' : 'layer')) : 'comments';
  const onLayer = mode === 'layer' && layer !== null;
  const canPin = Boolean(comments?.add) && !onLayer;
  const placing = onLayer ? layer.placing : board.placing;
  const switchTo = (next: Mode) => {
    // Whatever was being placed belongs to the marks one leaves.
    board.setPlacing(false);
    layer?.setPlacing(false);
    setMode(next);
  };
  const index = images.findIndex((item) => item._id === itemId);
  const image = images[index];
  const src = image?.preview ?? fallback?.src;
  const name = image?.name ?? fallback?.name ?? '';

  const go = (step: number) => {
    const next = images[index + step];
    if (next?.preview) onNavigate(next);
  };
  // Keys typed inside a dialog or a menu (arrows, Escape) are theirs, not the viewer's.
  const outsideWidgets = (action: () => void) => (event: KeyboardEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('[role=dialog], [role=menu]')) {
      action();
    }
  };
  useHotkeys([
    ['ArrowLeft', outsideWidgets(() => go(-1))],
    ['ArrowRight', outsideWidgets(() => go(1))],
    ['c', () => canPin && board.setPlacing(!board.placing)],
    [
      'Escape',
      outsideWidgets(() => {
        // Escape first lets go of a mark being placed or drafted, then leaves the image.
        if (onLayer) {
          if (layer.placing) layer.setPlacing(false);
          else if (!layer.cancel()) onBack();
        } else if (board.placing) board.setPlacing(false);
        else if (board.draft) board.clearDraft();
        else onBack();
      }),
    ],
  ]);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          {backLink}
          <Title order={1} fz={{ base: 20, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
        </Stack>
        <Group gap="sm">
          {actions}
          {images.length > 0 && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {index + 1} of {images.length}
            </Text>
          )}
        </Group>
      </Group>
      {versions}
      {layer && comments && (
        <SegmentedControl
          aria-label="Marks shown on the image"
          value={mode}
          onChange={(value) => switchTo(value as Mode)}
          data={[
            { value: 'comments', label: 'Comment pins' },
            { value: 'layer', label: layer.label },
          ]}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <div className={classes.layout} data-with-comments={comments || onLayer ? true : undefined}>
        <Box className={classes.stage}>
          {src ? (
            <TransformWrapper
              key={itemId}
              minScale={1}
              maxScale={8}
              centerOnInit
              panning={{ disabled: placing, excluded: excludedFrom(layer) }}
              doubleClick={{ disabled: placing, excluded: excludedFrom(layer) }}
            >
              <ZoomControls />
              {canPin && (
                <div className={classes.pinTools}>
                  <AddPinButton board={board} />
                </div>
              )}
              {onLayer && layer.tools && <div className={classes.pinTools}>{layer.tools}</div>}
              <TransformComponent wrapperClass={classes.viewport} contentClass={classes.content}>
                {onLayer ? (
                  <PinnedImage src={src} alt={name} placing={layer.placing} onPlace={layer.place}>
                    {layer.marks}
                  </PinnedImage>
                ) : (
                  <PinnedImage
                    src={src}
                    alt={name}
                    placing={Boolean(comments) && board.placing}
                    onPlace={board.place}
                  >
                    {comments && <ImagePins source={comments} board={board} />}
                  </PinnedImage>
                )}
              </TransformComponent>
            </TransformWrapper>
          ) : (
            <Skeleton h="100%" role="status" aria-label="Loading image" />
          )}
          {onLayer
            ? layer.placing && (
                <PlacingHint text={layer.placingHint} onCancel={() => layer.setPlacing(false)} />
              )
            : board.placing && (
                <PlacingHint
                  text="Click the image to place your pin"
                  onCancel={() => board.setPlacing(false)}
                />
              )}
          <ActionIcon
            className={classes.previous}
            size="xl"
            radius="xl"
            variant="default"
            aria-label="Previous image"
            disabled={index <= 0}
            onClick={() => go(-1)}
          >
            <IconChevronLeft size={22} />
          </ActionIcon>
          <ActionIcon
            className={classes.next}
            size="xl"
            radius="xl"
            variant="default"
            aria-label="Next image"
            disabled={index < 0 || index >= images.length - 1}
            onClick={() => go(1)}
          >
            <IconChevronRight size={22} />
          </ActionIcon>
        </Box>
        {onLayer
          ? layer.panel
          : comments &&
            commentsFrame(
              <ImageComments source={comments} board={board} olderRound={olderRound} />,
            )}
      </div>
      <Text size="xs" c="dimmed">
        Scroll or use the buttons to zoom, drag to move; ← → for the other images, Esc to go back
        {canPin && '; C to pin a comment'}
        {onLayer && layer.tools && '; drag a callout, or focus it and move it with the arrow keys'}.
      </Text>
    </Stack>
  );
}

/** What an empty panel says: only the ways to comment that this round and person have. */
function emptyTextOf(source: CommentSource, olderRound: boolean): string {
  if (olderRound) return 'No comments on this round. New comments go on the newest round.';
  if (!source.add) return 'No comments on this image yet.';
  return 'No comments on this image yet. Write one below, or use Add pin to point at a spot.';
}

interface ImageCommentsProps {
  source: CommentSource;
  board: PinBoard;
  olderRound: boolean;
}

function ImageComments({ source, board, olderRound }: ImageCommentsProps) {
  return (
    <div className={classes.comments}>
      <CommentsPanel
        source={source}
        board={board}
        emptyText={emptyTextOf(source, olderRound)}
        fill
      />
    </div>
  );
}

/** The marks' classes, which the zoom's panning and double click leave alone. */
const excludedFrom = (layer: ImageLayer | null) =>
  layer ? [...PIN_CLASSES, ...layer.markClasses] : PIN_CLASSES;

/** Over the image while a mark is being placed: what to do, and the way out. */
function PlacingHint({ text, onCancel }: { text: string; onCancel: () => void }) {
  return (
    <Group className={classes.placingHint} gap="xs" wrap="nowrap" role="status">
      <IconMapPin size={16} aria-hidden />
      <Text size="sm" fw={500}>
        {text}
      </Text>
      <Button size="compact-xs" variant="white" color="dark" onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  );
}
