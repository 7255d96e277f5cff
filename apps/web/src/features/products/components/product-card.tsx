import type { Product } from '@atelier/domain';
import { Card, Group, Text } from '@mantine/core';
import { IconCalendar, IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { productDetailUrl } from '../../../lib/paths';
import { isProductLate } from '../../../lib/product-late';
import { ProductCover } from './product-cover';
import { StageBadge } from '../../../components/ui/stage-badge';
import classes from './product-card.module.css';

/** One product on the wall: the whole card is the link to its page. */
export function ProductCard({ product }: { product: Product }) {
  const t = useT();
  const { formatDate } = useFormat();
  const isLate = isProductLate(product);
  return (
    <Card
      component={Link}
      to={productDetailUrl(product._id)}
      withBorder
      padding="sm"
      className={classes.card}
    >
      <Card.Section>
        <ProductCover product={product} />
      </Card.Section>
      <Text fw={600} mt="sm" lineClamp={1}>
        {product.name}
      </Text>
      <Group justify="space-between" mt={6} gap="xs" wrap="nowrap">
        <StageBadge stage={product.stage} />
        <Group gap={4} wrap="nowrap" aria-label={t('products.likes', { count: product.likeCount })}>
          <IconHeart size={16} aria-hidden />
          <Text size="sm">{product.likeCount}</Text>
        </Group>
      </Group>
      {product.deadline && (
        <Group gap={4} mt={6} c={isLate ? 'error.6' : 'dimmed'}>
          <IconCalendar size={14} aria-hidden />
          <Text size="xs" fw={isLate ? 600 : undefined}>
            {t(isLate ? 'products.lateDue' : 'products.due', {
              date: formatDate(product.deadline),
            })}
          </Text>
        </Group>
      )}
    </Card>
  );
}
