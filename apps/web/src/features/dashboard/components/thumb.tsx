import { Box, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

const SIZE = 40;

/**
 * A row's small picture (a product's cover, a fabric's swatch), or a neutral tile when it has
 * none. Decorative: the name beside it says what it is.
 */
export function Thumb({ src }: { src: string | null }) {
  if (!src) {
    return (
      <Box
        w={SIZE}
        h={SIZE}
        bg="gray.1"
        c="gray.5"
        style={{
          borderRadius: 'var(--mantine-radius-sm)',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
        aria-hidden
      >
        <IconPhoto size={18} stroke={1.5} />
      </Box>
    );
  }
  return (
    <Image
      src={src}
      alt=""
      w={SIZE}
      h={SIZE}
      radius="sm"
      fit="cover"
      loading="lazy"
      style={{ flexShrink: 0 }}
    />
  );
}
