import { useT } from '../../../lib/i18n';
import type { Product } from '@atelier/domain';
import { Badge, ColorSwatch, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormat } from '../../../lib/format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

const NONE = '—';

/** The product's fields, read-only. */
export function ProductFacts({ product }: { product: Product }) {
  const t = useT();
  const { formatDate } = useFormat();
  const names = (refs: { name: string }[]) =>
    refs.length === 0 ? (
      NONE
    ) : (
      <Group gap={4} component="span">
        {refs.map((ref) => (
          <Badge key={ref.name} variant="outline" color="gray" tt="none">
            {ref.name}
          </Badge>
        ))}
      </Group>
    );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" spacing="md" m={0}>
      <Fact label={t('wallFilters.category')}>
        {product.category
          ? [product.category.name, product.subCategory?.name].filter(Boolean).join(' › ')
          : NONE}
      </Fact>
      <Fact label={t('wallFilters.season')}>{product.season?.name ?? NONE}</Fact>
      <Fact label={t('products.deadline')}>
        {product.deadline ? formatDate(product.deadline) : NONE}
      </Fact>
      <Fact label={t('productFacts.fabrics')}>{names(product.fabrics)}</Fact>
      <Fact label={t('productFacts.tags')}>{names(product.tags)}</Fact>
      <Fact label={t('productFacts.colours')}>
        {product.colours.length === 0 ? (
          NONE
        ) : (
          <Group gap={6} component="span">
            {product.colours.map((colour) => (
              <Group key={colour._id} gap={4} component="span" wrap="nowrap">
                <ColorSwatch color={colour.hexCode} size={14} aria-hidden />
                {colour.name}
              </Group>
            ))}
          </Group>
        )}
      </Fact>
      <Fact label={t('productFacts.createdBy')}>{product.createdBy?.name ?? NONE}</Fact>
      <Fact label={t('products.added')}>{formatDate(product.createdAt)}</Fact>
    </SimpleGrid>
  );
}
