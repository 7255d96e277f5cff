import { Button, Kbd } from '@mantine/core';
import { IconMapPinPlus } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useControls } from 'react-zoom-pan-pinch';
import { MarkAnchor } from '../image-marks/pinned-image';
import { pinOf, type CommentSource } from './comment-source';
import classes from './image-pins.module.css';
import { useCommentThreads } from './use-comments';
import type { PinBoard } from './use-pin-board';

/** Class names the zoom's panning must leave alone, so a pin takes a click, not a drag. */
export const PIN_CLASSES = [classes.pin!];

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
      <MarkAnchor key={comment._id} point={point}>
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
      </MarkAnchor>
    );
  });
  return (
    <>
      {pins}
      {board.draft && (
        <MarkAnchor point={board.draft}>
          <span
            className={`${classes.pin} ${classes.draft}`}
            role="img"
            aria-label={`New pin ${nextPin}`}
          >
            {nextPin}
          </span>
        </MarkAnchor>
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
