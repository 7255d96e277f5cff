import type { Media } from '@atelier/domain';
import { Box, Image, type MantineRadius } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';

interface MediaImageProps {
  media: Media | null;
  alt: string;
  /** Which derivative to show; the original is the fallback for both. */
  variant?: 'thumbnail' | 'preview';
  w: number | string;
  h: number | string;
  radius?: MantineRadius;
  fit?: 'cover' | 'contain';
}

/**
 * An uploaded image. Its WebP derivatives are made by a background job and may not exist for a
 * moment (or ever, if the image could not be decoded): until then, or if the derivative fails to
 * load, the original is shown.
 */
export function MediaImage({
  media,
  alt,
  variant = 'thumbnail',
  w,
  h,
  radius = 'sm',
  fit = 'cover',
}: MediaImageProps) {
  const derivative = variant === 'thumbnail' ? media?.thumbnailUrl : media?.previewUrl;
  const [failed, setFailed] = useState<string | null>(null);
  if (!media) {
    return (
      <Box
        w={w}
        h={h}
        bg="gray.1"
        c="gray.5"
        style={{
          borderRadius: `var(--mantine-radius-${radius})`,
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
  const src = derivative && failed !== derivative ? derivative : media.url;
  return (
    <Image
      src={src}
      alt={alt}
      w={w}
      h={h}
      radius={radius}
      fit={fit}
      loading="lazy"
      style={{ flexShrink: 0 }}
      onError={() => {
        if (src === derivative) setFailed(derivative);
      }}
    />
  );
}
