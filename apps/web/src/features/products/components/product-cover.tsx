import type { Product } from '@atelier/domain';
import { AspectRatio, Center, Image, Text } from '@mantine/core';
import { initialsOf } from '../../../lib/initials';

/** The product's first image as a thumbnail, or its initials while there is none (or it is being made). */
export function ProductCover({ product }: { product: Pick<Product, 'name' | 'cover'> }) {
  const thumbnail = product.cover?.thumbnail;
  return (
    <AspectRatio ratio={4 / 3}>
      {thumbnail ? (
        <Image src={thumbnail} alt="" fit="cover" loading="lazy" />
      ) : (
        <Center bg="var(--mantine-color-gray-1)" aria-hidden>
          <Text fz={32} fw={700} c="dimmed">
            {initialsOf(product.name)}
          </Text>
        </Center>
      )}
    </AspectRatio>
  );
}
