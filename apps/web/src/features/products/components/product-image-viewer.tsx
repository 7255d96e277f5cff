import { classifyFile } from '@atelier/domain';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
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
  IconPhotoOff,
  IconZoomIn,
  IconZoomOut,
  IconZoomReset,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { TransformComponent, TransformWrapper, useControls } from 'react-zoom-pan-pinch';
import { ListEmpty } from '../../../components/list/list-empty';
import { QueryError } from '../../../components/ui/query-error';
import { useProduct } from '../api/get-product';
import { useProductFiles } from '../api/get-product-files';
import type { ProductImageState } from '../lib/image-state';
import { productDetailUrl, productImageUrl } from '../lib/product-urls';
import classes from './product-image-viewer.module.css';

interface ProductImageViewerProps {
  itemId: string;
  productId: string;
  /** What the opening page knew, shown while the product's files load. */
  state: ProductImageState | null;
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
 * /productImgDetail/{id}: one image of a product, zoomed with the buttons or the wheel and moved
 * by dragging; the arrows go to the product's previous and next image, Escape back to it.
 */
export function ProductImageViewer({ itemId, productId, state }: ProductImageViewerProps) {
  const navigate = useNavigate();
  const product = useProduct(productId);
  const files = useProductFiles(productId);
  const images = (files.data ?? []).filter(
    (item) => item.kind === 'file' && classifyFile(item.name) === 'image' && item.preview,
  );
  const index = images.findIndex((item) => item._id === itemId);
  const image = images[index];
  const productName = product.data?.name ?? state?.productName ?? '';
  const src = image?.preview ?? state?.imagePath;
  const name = image?.name ?? state?.imageName ?? '';

  const go = (step: number) => {
    const next = images[index + step];
    if (!next?.preview) return;
    const nextState: ProductImageState = {
      productId,
      productName,
      imagePath: next.preview,
      imageName: next.name,
    };
    navigate(productImageUrl(productId, next._id), { state: nextState, replace: true });
  };
  useHotkeys([
    ['ArrowLeft', () => go(-1)],
    ['ArrowRight', () => go(1)],
    ['Escape', () => navigate(productDetailUrl(productId))],
  ]);

  if (files.isError) return <QueryError error={files.error} onRetry={() => void files.refetch()} />;
  if (files.isSuccess && !image) {
    return (
      <ListEmpty
        icon={<IconPhotoOff size={26} />}
        title="This image is not there any more"
        description="It may have been deleted, or its preview is still being made."
        actions={
          <Button component={Link} to={productDetailUrl(productId)}>
            Back to the product
          </Button>
        }
      />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={productDetailUrl(productId)} size="sm" c="dimmed">
            <Group gap={4}>
              <IconChevronLeft size={16} />
              {productName || 'Product'}
            </Group>
          </Anchor>
          <Title order={1} fz={{ base: 20, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
        </Stack>
        {images.length > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {index + 1} of {images.length}
          </Text>
        )}
      </Group>
      <Box className={classes.stage}>
        {src ? (
          <TransformWrapper key={itemId} minScale={1} maxScale={8} centerOnInit>
            <ZoomControls />
            <TransformComponent wrapperClass={classes.viewport} contentClass={classes.content}>
              <img src={src} alt={name} className={classes.image} draggable={false} />
            </TransformComponent>
          </TransformWrapper>
        ) : (
          <Skeleton h="100%" aria-label="Loading image" />
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
      <Text size="xs" c="dimmed">
        Scroll or use the buttons to zoom, drag to move; ← → for the other images, Esc to go back.
      </Text>
    </Stack>
  );
}
