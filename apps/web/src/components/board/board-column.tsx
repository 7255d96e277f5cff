import { Droppable } from '@hello-pangea/dnd';
import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './board.module.css';

interface BoardColumnProps {
  /** The column's key: what a card dropped here moves to. */
  droppableId: string;
  /** The heading's id, which names the column's region. */
  titleId: string;
  title: string;
  total: number;
  /** Read instead of the bare count, e.g. "3 tasks". */
  countLabel: string;
  /** Beside the heading, e.g. a button that adds a card to this column. */
  action?: ReactNode;
  loading: boolean;
  /** The height of a loading card. */
  skeletonHeight: number;
  /** The drop area's least height, so an empty column still takes a card. */
  dropHeight: number;
  isEmpty: boolean;
  /** Under the cards once they are loaded. */
  footer?: ReactNode;
  /** The board's own sizing of a column. */
  className?: string;
  /** The cards, each a `BoardCard`. */
  children: ReactNode;
}

/** One column of a drag-and-drop board: its heading with a count, and the cards it holds. */
export function BoardColumn({
  droppableId,
  titleId,
  title,
  total,
  countLabel,
  action,
  loading,
  skeletonHeight,
  dropHeight,
  isEmpty,
  footer,
  className,
  children,
}: BoardColumnProps) {
  const heading = (
    <>
      <Title order={2} size="h5" id={titleId}>
        {title}
      </Title>
      <Badge variant="light" color="gray" aria-label={countLabel}>
        {total}
      </Badge>
    </>
  );
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="sm"
      className={className ? `${classes.column} ${className}` : classes.column}
      aria-labelledby={titleId}
    >
      {action ? (
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {heading}
          </Group>
          {action}
        </Group>
      ) : (
        <Group justify="space-between" mb="sm">
          {heading}
        </Group>
      )}
      <Droppable droppableId={droppableId}>
        {(provided, snapshot) => (
          <Stack
            ref={provided.innerRef}
            {...provided.droppableProps}
            gap="xs"
            mih={dropHeight}
            className={classes.drop}
            data-over={snapshot.isDraggingOver || undefined}
          >
            {loading
              ? [0, 1].map((row) => <Skeleton key={row} height={skeletonHeight} radius="md" />)
              : children}
            {provided.placeholder}
            {!loading && isEmpty && (
              <Text size="sm" c="dimmed" ta="center" py="md">
                Nothing here yet
              </Text>
            )}
            {!loading && footer}
          </Stack>
        )}
      </Droppable>
    </Paper>
  );
}
