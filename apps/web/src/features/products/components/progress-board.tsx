import { DragDropContext } from '@hello-pangea/dnd';
import { PRODUCT_STAGE_LABELS, PRODUCT_STAGES } from '@atelier/domain';
import type { PendingApproval, Product, ProductStage } from '@atelier/domain';
import { Badge, Group, ScrollArea, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BoardCard } from '../../../components/board/board-card';
import { BoardColumn } from '../../../components/board/board-column';
import { useBoardMoves } from '../../../components/board/use-board-moves';
import { useFormat } from '../../../lib/format';
import { usePendingApprovals } from '../api/approvals';
import { productsPageQueryOptions } from '../api/get-products';
import { useMoveToStage } from '../api/update-product';
import { productDetailUrl } from '../../../lib/paths';
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

function ProductCard({
  product,
  index,
  waiting,
}: {
  product: Product;
  index: number;
  /** Its request at a gate, when it waits for approvers. */
  waiting: PendingApproval | undefined;
}) {
  const { formatDate } = useFormat();
  return (
    <BoardCard
      draggableId={product._id}
      index={index}
      locked={!product.policies.edit}
      lockedLabel="You may not move this product"
      moveLabel={`Move ${product.name}`}
      gap={4}
      title={
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
      }
    >
      {product.deadline && (
        <Text size="xs" c="dimmed">
          Due {formatDate(product.deadline)}
        </Text>
      )}
      {waiting && (
        <Badge
          variant="light"
          color="yellow"
          size="sm"
          tt="none"
          styles={{ root: { height: 'auto', whiteSpace: 'normal' } }}
        >
          For {PRODUCT_STAGE_LABELS[waiting.stage]}: waiting for{' '}
          {waiting.waitingFor.map((person) => person.name).join(', ')}
        </Badge>
      )}
    </BoardCard>
  );
}

/**
 * /Wall/Progress: the products as a board by stage. A card moves by drag and drop, or from the
 * keyboard (space to lift, arrows to move, space to drop); only products the user may edit move,
 * and the server checks that again.
 */
export function ProgressBoard({
  teamId,
  stages = PRODUCT_STAGES,
}: {
  teamId?: string | undefined;
  /** The columns shown: every stage, or the one the address asks for. */
  stages?: readonly ProductStage[];
}) {
  const columns = useStageColumns(teamId);
  const move = useMoveToStage();
  const pending = usePendingApprovals(teamId);
  const waitingFor = (productId: string) =>
    pending.data?.find((request) => request.productId === productId);
  const board = useBoardMoves({
    keys: PRODUCT_STAGES,
    loaded: (stage) => ({
      items: columns[stage]?.data?.products,
      total: columns[stage]?.data?.total,
    }),
    columnOf: (product) => product.stage,
    move: (productId, stage) => move.mutateAsync({ productId, stage }),
  });

  return (
    <DragDropContext onDragEnd={board.onDragEnd}>
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="flex-start" wrap="nowrap" gap="md" className={classes.board}>
          {stages.map((stage) => {
            const { items, total, loading } = board.column(stage);
            return (
              <BoardColumn
                key={stage}
                droppableId={stage}
                titleId={`stage-${stage}`}
                title={PRODUCT_STAGE_LABELS[stage]}
                total={total}
                countLabel={`${total} products`}
                loading={loading}
                skeletonHeight={56}
                dropHeight={120}
                isEmpty={items.length === 0}
                className={classes.column}
              >
                {items.map((product, index) => (
                  <ProductCard
                    key={product._id}
                    product={product}
                    index={index}
                    waiting={waitingFor(product._id)}
                  />
                ))}
              </BoardColumn>
            );
          })}
        </Group>
      </ScrollArea>
    </DragDropContext>
  );
}
