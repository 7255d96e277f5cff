import { Box, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_STAGE_LABELS } from '@atelier/domain';
import { productDetailUrl } from '../../../lib/paths';
import { useProduct } from '../api/get-product';
import { ProductCover } from './product-cover';

/**
 * A link to a product shown as a small card (in a message): its cover, name and stage. Only what
 * the reader may view shows; for anyone else the plain link in the text is all there is.
 */
export function ProductLinkCard({ productId }: { productId: string }) {
  const product = useProduct(productId);
  if (!product.data) return null;
  const { data } = product;
  return (
    <Card
      component={Link}
      to={productDetailUrl(data._id)}
      withBorder
      padding="xs"
      radius="md"
      maw={320}
      mt={6}
      aria-label={`Product ${data.name}`}
    >
      <Group gap="sm" wrap="nowrap">
        <Box w={64} style={{ flexShrink: 0, borderRadius: 6, overflow: 'hidden' }}>
          <ProductCover product={data} />
        </Box>
        <Box style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {data.name}
          </Text>
          <Text size="xs" c="dimmed">
            {PRODUCT_STAGE_LABELS[data.stage]}
          </Text>
        </Box>
      </Group>
    </Card>
  );
}
