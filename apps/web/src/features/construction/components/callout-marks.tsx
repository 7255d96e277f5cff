import type { Callout } from '@atelier/domain';
import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  IMAGE_CANVAS_ATTRIBUTE,
  nudged,
  pointIn,
  type PinPoint,
} from '../../../components/image-marks/image-point';
import { MarkAnchor } from '../../../components/image-marks/pinned-image';
import { useT } from '../../../lib/i18n';
import { runMutation } from '../../../lib/run-mutation';
import type { useCalloutWrites } from '../api/save-callout';
import { CalloutForm } from './callout-form';
import classes from './callouts.module.css';
import { useConstructionT, type ConstructionTranslate } from '../i18n';

/** Class names the zoom's panning must leave alone, so a mark takes a drag. */
export const CALLOUT_CLASSES = [classes.marker!];

/** A press that moves less than this (px) is a click, not a drag. */
const DRAG_THRESHOLD = 4;
/** Arrow keys move a focused mark by 1% of the image (5% with Shift). */
const STEP = 0.01;
const BIG_STEP = 0.05;
/** Key presses in a row are one move: saved once they pause. */
const NUDGE_SAVE_MS = 600;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

type Writes = ReturnType<typeof useCalloutWrites>;

export const calloutName = (callout: Pick<Callout, 'number' | 'text'>, t: ConstructionTranslate) =>
  t('con.calloutName', { number: callout.number, text: callout.text });

interface CalloutMarkProps {
  callout: Callout;
  /** How many callouts the product has (the numbers a callout may take). */
  count: number;
  canEdit: boolean;
  writes: Writes;
  opened: boolean;
  onOpen: (opened: boolean) => void;
}

/**
 * One callout on the image: a numbered circle that opens its text (to edit or delete, for who
 * may), dragged to another spot or moved with the arrow keys while focused.
 */
export function CalloutMark({ callout, count, canEdit, writes, opened, onOpen }: CalloutMarkProps) {
  const t = useConstructionT();
  const tApp = useT();
  const [moving, setMoving] = useState<PinPoint | null>(null);
  const [confirming, setConfirming] = useState(false);
  const press = useRef<{ x: number; y: number; dragging: boolean } | null>(null);
  const dragged = useRef(false);
  const nudgeTimer = useRef<number | undefined>(undefined);
  const shown = moving ?? callout;

  useEffect(() => () => window.clearTimeout(nudgeTimer.current), []);

  const move = async (point: PinPoint) => {
    window.clearTimeout(nudgeTimer.current);
    nudgeTimer.current = undefined;
    await runMutation(() => writes.update.mutateAsync({ calloutId: callout._id, body: point }), {
      toastSuccess: false,
    });
    setMoving(null);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    if (!canEdit || event.button !== 0) return;
    press.current = { x: event.clientX, y: event.clientY, dragging: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const pressed = press.current;
    if (!pressed) return;
    const far = Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) > DRAG_THRESHOLD;
    if (!pressed.dragging && !far) return;
    pressed.dragging = true;
    const canvas = event.currentTarget.closest(`[${IMAGE_CANVAS_ATTRIBUTE}]`);
    if (!canvas) return;
    const point = pointIn(canvas.getBoundingClientRect(), event.clientX, event.clientY);
    if (point) setMoving(point);
  };
  const onPointerUp = () => {
    const pressed = press.current;
    press.current = null;
    dragged.current = Boolean(pressed?.dragging);
    if (pressed?.dragging && moving) void move(moving);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow || !canEdit) return;
    // The arrows are the mark's while it has the focus, not the page's (the next image).
    event.preventDefault();
    event.stopPropagation();
    const step = event.shiftKey ? BIG_STEP : STEP;
    const next = nudged(shown, arrow[0] * step, arrow[1] * step);
    setMoving(next);
    window.clearTimeout(nudgeTimer.current);
    nudgeTimer.current = window.setTimeout(() => void move(next), NUDGE_SAVE_MS);
  };

  return (
    <MarkAnchor point={shown}>
      <Popover
        opened={opened}
        onChange={(open) => {
          onOpen(open);
          if (!open) setConfirming(false);
        }}
        width={280}
        position="bottom"
        withArrow
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <button
            type="button"
            className={classes.marker}
            data-editable={canEdit || undefined}
            data-active={opened || moving ? true : undefined}
            aria-label={calloutName(callout, t)}
            aria-keyshortcuts={canEdit ? 'ArrowLeft ArrowRight ArrowUp ArrowDown' : undefined}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              press.current = null;
              setMoving(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              if (nudgeTimer.current !== undefined && moving) void move(moving);
            }}
            onClick={(event) => {
              event.stopPropagation();
              if (dragged.current) {
                dragged.current = false;
                return;
              }
              onOpen(!opened);
            }}
          >
            {callout.number}
          </button>
        </Popover.Target>
        <Popover.Dropdown>
          {!canEdit ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('con.callout', { number: callout.number })}
              </Text>
              <Text size="sm" className={classes.text}>
                {callout.text}
              </Text>
            </Stack>
          ) : confirming ? (
            <Stack gap="xs">
              <Text size="sm">{t('con.deleteText', { number: callout.number })}</Text>
              <Group justify="flex-end" gap="xs">
                <Button variant="default" size="compact-sm" onClick={() => setConfirming(false)}>
                  {tApp('con.keep')}
                </Button>
                <Button
                  color="red"
                  size="compact-sm"
                  loading={writes.remove.isPending}
                  onClick={() =>
                    void runMutation(() => writes.remove.mutateAsync(callout._id), {
                      onSuccess: () => onOpen(false),
                    })
                  }
                >
                  {tApp('common.delete')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Stack gap="xs">
              <CalloutForm
                number={callout.number}
                count={count}
                initialText={callout.text}
                submitLabel={tApp('common.save')}
                busy={writes.update.isPending}
                onCancel={() => onOpen(false)}
                onSubmit={({ text, number }) =>
                  void runMutation(
                    () =>
                      writes.update.mutateAsync({
                        calloutId: callout._id,
                        body: { text, ...(number !== callout.number ? { number } : {}) },
                      }),
                    { onSuccess: () => onOpen(false) },
                  )
                }
              />
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => setConfirming(true)}
              >
                {t('con.delete')}
              </Button>
            </Stack>
          )}
        </Popover.Dropdown>
      </Popover>
    </MarkAnchor>
  );
}

interface DraftCalloutProps {
  point: PinPoint;
  number: number;
  busy: boolean;
  onAdd: (text: string) => void;
  onCancel: () => void;
}

/** The callout just placed: its number where it will be, and the box for what it says. */
export function DraftCallout({ point, number, busy, onAdd, onCancel }: DraftCalloutProps) {
  const t = useConstructionT();
  return (
    <MarkAnchor point={point}>
      <Popover
        opened
        onChange={(open) => !open && onCancel()}
        width={280}
        position="bottom"
        withArrow
        trapFocus
      >
        <Popover.Target>
          <span
            className={`${classes.marker} ${classes.draft}`}
            role="img"
            aria-label={t('con.new', { number })}
          >
            {number}
          </span>
        </Popover.Target>
        <Popover.Dropdown>
          <CalloutForm
            number={number}
            submitLabel={t('con.save')}
            busy={busy}
            onCancel={onCancel}
            onSubmit={({ text }) => onAdd(text)}
          />
        </Popover.Dropdown>
      </Popover>
    </MarkAnchor>
  );
}
