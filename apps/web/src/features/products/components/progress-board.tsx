import { DragDropContext, Draggable, Droppable } from '@hello-pangea/dnd';
import type { DropResult } from '@hello-pangea/dnd';
import { PRODUCT_STAGE_LABELS, PRODUCT_STAGES } from '@atelier/domain';
import type { Product, ProductStage } from '@atelier/domain';
import { Badge, Card, Group, Paper, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconGripVertical, IconLock } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { runMutation } from '../../../lib/run-mutation';
import { productsPageQueryOptions } from '../api/get-products';
import { useMoveToStage } from '../api/update-product';
import { deadlineDate } from '../lib/deadline';
import { productDetailUrl } from '../lib/product-urls';
import classes from './progress-board.module.css';

/** Cards per column; the wall and the table show the rest. */
const COLUMN_SIZE = 50;

/** One query per stage, most recently changed first. */
function useStageColumns(teamId: string | undefined) {
  const results = useQueries({
    queries: PRODUCT_STAGES.map((stage) =>
      productsPageQueryOptions({
        ...(teamId ? { teamId } : {}),
        stage,
        page: 1,
        limit: COLUMN_SIZE,
        sortBy: 'updatedAt',
        orderBy: 'desc',
      }),
    ),
  });
  return Object.fromEntries(PRODUCT_STAGES.map((stage, index) => [stage, results[index]!]));
}

function BoardCard({ product, index }: { product: Product; index: number }) {
  const { formatDate } = useFormat();
  const locked = !product.policies.edit;
  return (
    <Draggable draggableId={product._id} index={index} isDragDisabled={locked}>
      {(provided, snapshot) => (
        <Card
          ref={provided.innerRef}
          {...provided.draggableProps}
          withBorder
          padding="sm"
          className={classes.card}
          data-dragging={snapshot.isDragging || undefined}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text
              component={Link}
              to={productDetailUrl(product._id)}
              fw={600}
              size="sm"
              lineClamp={2}
              className={classes.name}
            >
              {product.name}
            </Text>
            {locked ? (
              <IconLock size={14} aria-label="You may not move this product" />
            ) : (
              // The handle alone lifts the card, so the name stays a plain link.
              <span
                {...provided.dragHandleProps}
                aria-label={`Move ${product.name}`}
                className={classes.handle}
              >
                <IconGripVertical size={16} aria-hidden />
              </span>
            )}
          </Group>
          {product.deadline && (
            <Text size="xs" c="dimmed" mt={4}>
              Due {formatDate(deadlineDate(product.deadline))}
            </Text>
          )}
        </Card>
      )}
    </Draggable>
  );
}

function Column({
  stage,
  products,
  total,
  loading,
}: {
  stage: ProductStage;
  products: Product[];
  total: number;
  loading: boolean;
}) {
  const titleId = `stage-${stage}`;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="sm"
      className={classes.column}
      aria-labelledby={titleId}
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5" id={titleId}>
          {PRODUCT_STAGE_LABELS[stage]}
        </Title>
        <Badge variant="light" color="gray" aria-label={`${total} products`}>
          {total}
        </Badge>
      </Group>
      <Droppable droppableId={stage}>
        {(provided, snapshot) => (
          <Stack
            ref={provided.innerRef}
            {...provided.droppableProps}
            gap="xs"
            className={classes.drop}
            data-over={snapshot.isDraggingOver || undefined}
          >
            {loading
              ? [0, 1].map((row) => <Skeleton key={row} height={56} radius="md" />)
              : products.map((product, index) => (
                  <BoardCard key={product._id} product={product} index={index} />
                ))}
            {provided.placeholder}
            {!loading && products.length === 0 && (
              <Text size="sm" c="dimmed" ta="center" py="md">
                Nothing here yet
              </Text>
            )}
          </Stack>
        )}
      </Droppable>
    </Paper>
  );
}

/**
 * /Wall/Progress: the products as a board by stage. A card moves by drag and drop, or from the
 * keyboard (space to lift, arrows to move, space to drop); only products the user may edit move,
 * and the server checks that again.
 */
export function ProgressBoard({ teamId }: { teamId?: string | undefined }) {
  const columns = useStageColumns(teamId);
  const move = useMoveToStage();
  // Where a card was dropped, until the server's answer arrives.
  const [moved, setMoved] = useState<Record<string, ProductStage>>({});

  const everything = PRODUCT_STAGES.flatMap((stage) => columns[stage]?.data?.products ?? []);
  const inStage = (stage: ProductStage) =>
    everything.filter((product) => (moved[product._id] ?? product.stage) === stage);

  const onDragEnd = async ({ draggableId, source, destination }: DropResult) => {
    if (!destination || destination.droppableId === source.droppableId) return;
    const stage = destination.droppableId as ProductStage;
    setMoved((current) => ({ ...current, [draggableId]: stage }));
    await runMutation(() => move.mutateAsync({ productId: draggableId, stage }));
    setMoved(({ [draggableId]: _done, ...rest }) => rest);
  };

  return (
    <DragDropContext onDragEnd={(result) => void onDragEnd(result)}>
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="flex-start" wrap="nowrap" gap="md" className={classes.board}>
          {PRODUCT_STAGES.map((stage) => {
            const column = columns[stage]!;
            const products = inStage(stage);
            const shift = products.length - (column.data?.products.length ?? 0);
            return (
              <Column
                key={stage}
                stage={stage}
                products={products}
                total={(column.data?.total ?? 0) + shift}
                loading={!column.data}
              />
            );
          })}
        </Group>
      </ScrollArea>
    </DragDropContext>
  );
}
