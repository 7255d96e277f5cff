import { Button, Kbd } from '@mantine/core';
import { IconMapPinPlus } from '@tabler/icons-react';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { KeepScale, useControls } from 'react-zoom-pan-pinch';
import { pinOf, pinPosition, pointIn, type CommentSource } from './comment-source';
import classes from './image-pins.module.css';
import { useCommentThreads } from './use-comments';
import type { PinBoard } from './use-pin-board';

/** Class names the zoom's panning must leave alone, so a pin takes a click, not a drag. */
export const PIN_CLASSES = [classes.pin!];

interface PinnedImageProps {
  src: string;
  alt: string;
  /** The board the pins share with the comments panel; without it, the image has no pins. */
  board?: PinBoard;
  children?: ReactNode;
}

/**
 * The image at its on-screen size with its pins over it, for inside react-zoom-pan-pinch's
 * TransformComponent (whose content must be a CSS size container). In "Add pin" mode a click
 * drops the draft pin where it lands.
 */
export function PinnedImage({ src, alt, board, children }: PinnedImageProps) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  // On load, or at once for an image the browser already has.
  const measure = useCallback((image: HTMLImageElement | null) => {
    if (!image?.complete || image.naturalWidth === 0) return;
    const { naturalWidth: width, naturalHeight: height } = image;
    setSize((known) =>
      known?.width === width && known.height === height ? known : { width, height },
    );
  }, []);
  const style = size
    ? ({
        '--ratio': size.width / size.height,
        '--natural-width': `${size.width}px`,
      } as CSSProperties)
    : undefined;

  return (
    <div
      ref={canvasRef}
      className={classes.canvas}
      style={style}
      data-loaded={size ? true : undefined}
      data-placing={board?.placing || undefined}
      onClick={(event) => {
        if (!board?.placing || !canvasRef.current) return;
        const point = pointIn(
          canvasRef.current.getBoundingClientRect(),
          event.clientX,
          event.clientY,
        );
        if (point) board.place(point);
      }}
    >
      <img
        ref={measure}
        src={src}
        alt={alt}
        className={classes.image}
        draggable={false}
        onLoad={(event) => measure(event.currentTarget)}
      />
      {children}
    </div>
  );
}

/**
 * The numbered pins of an image's threads (resolved ones only while they are shown): each is a
 * button that picks its thread; a thread picked in the panel brings its pin into view.
 */
export function ImagePins({ source, board }: { source: CommentSource; board: PinBoard }) {
  const { threads } = useCommentThreads(source);
  const { instance, zoomToElement } = useControls();
  const pinRefs = useRef(new Map<string, HTMLButtonElement>());

  // A thread picked in the panel brings its pin into view if it is off screen; once per pick.
  const { selected } = board;
  const bringIntoView = useEffectEvent((id: string) => {
    const pin = pinRefs.current.get(id);
    const viewport = instance.wrapperComponent;
    if (!pin || !viewport) return;
    const box = pin.getBoundingClientRect();
    const view = viewport.getBoundingClientRect();
    const inView =
      box.left >= view.left &&
      box.right <= view.right &&
      box.top >= view.top &&
      box.bottom <= view.bottom;
    if (!inView) void zoomToElement(pin, instance.state.scale, 300);
  });
  useEffect(() => {
    if (selected?.from === 'list') bringIntoView(selected.id);
  }, [selected]);

  const nextPin = threads.filter((thread) => thread.pin !== null).length + 1;
  const pins = threads.map(({ comment, pin }) => {
    const point = pinOf(comment);
    if (pin === null || !point || (comment.resolved && !board.showResolved)) return null;
    return (
      <KeepScale key={comment._id} className={classes.anchor} style={pinPosition(point)}>
        <button
          type="button"
          ref={(element) => {
            if (element) pinRefs.current.set(comment._id, element);
            else pinRefs.current.delete(comment._id);
          }}
          className={classes.pin}
          data-active={selected?.id === comment._id || undefined}
          data-resolved={comment.resolved || undefined}
          aria-label={`Comment ${pin} by ${comment.author.name}${comment.resolved ? ', resolved' : ''}`}
          onClick={(event) => {
            event.stopPropagation();
            board.select(comment._id, 'pin');
          }}
        >
          {pin}
        </button>
      </KeepScale>
    );
  });
  return (
    <>
      {pins}
      {board.draft && (
        <KeepScale className={classes.anchor} style={pinPosition(board.draft)}>
          <span
            className={`${classes.pin} ${classes.draft}`}
            role="img"
            aria-label={`New pin ${nextPin}`}
          >
            {nextPin}
          </span>
        </KeepScale>
      )}
    </>
  );
}

/** Turns "Add pin" mode on and off (also the C key, wired by the page). */
export function AddPinButton({ board }: { board: PinBoard }) {
  return (
    <Button
      size="sm"
      variant={board.placing ? 'filled' : 'default'}
      leftSection={<IconMapPinPlus size={18} />}
      rightSection={
        <Kbd size="xs" aria-hidden visibleFrom="sm">
          C
        </Kbd>
      }
      aria-pressed={board.placing}
      aria-keyshortcuts="C"
      onClick={() => board.setPlacing(!board.placing)}
    >
      Add pin
    </Button>
  );
}
