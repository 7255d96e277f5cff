import { Draggable } from '@hello-pangea/dnd';
import { Card, Group, Stack } from '@mantine/core';
import { IconGripVertical, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './board.module.css';

interface BoardCardProps {
  draggableId: string;
  index: number;
  /** The user may not move this card: a lock shows instead of the grip. */
  locked: boolean;
  lockedLabel: string;
  /** The grip's name, e.g. "Move Wool coat". */
  moveLabel: string;
  /** The card's name, a link or a button. */
  title: ReactNode;
  /** Space between the title row and the lines under it. */
  gap: number;
  /** Names the card itself, which is then an article. */
  ariaLabel?: string;
  /** The lines under the title. */
  children?: ReactNode;
}

/** A card of a drag-and-drop board: its title and grip, then whatever the board shows of it. */
export function BoardCard({
  draggableId,
  index,
  locked,
  lockedLabel,
  moveLabel,
  title,
  gap,
  ariaLabel,
  children,
}: BoardCardProps) {
  return (
    <Draggable draggableId={draggableId} index={index} isDragDisabled={locked}>
      {(provided, snapshot) => (
        <Card
          ref={provided.innerRef}
          {...provided.draggableProps}
          withBorder
          padding="sm"
          className={classes.card}
          data-dragging={snapshot.isDragging || undefined}
          component={ariaLabel ? 'article' : 'div'}
          aria-label={ariaLabel}
        >
          <Stack gap={gap}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              {title}
              {locked ? (
                <IconLock size={14} aria-label={lockedLabel} role="img" />
              ) : (
                // The handle alone lifts the card, so the title stays a plain link or button.
                <span
                  {...provided.dragHandleProps}
                  aria-label={moveLabel}
                  className={classes.handle}
                >
                  <IconGripVertical size={16} aria-hidden />
                </span>
              )}
            </Group>
            {children}
          </Stack>
        </Card>
      )}
    </Draggable>
  );
}
