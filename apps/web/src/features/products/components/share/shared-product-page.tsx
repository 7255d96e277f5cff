import { messages, type SharedProduct } from '@atelier/domain';
import { Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DeadEnd } from '../../../../components/ui/dead-end';
import { errorMessage } from '../../../../lib/form-errors';
import { paths } from '../../../../lib/paths';
import { ProductCover } from '../product-cover';
import { ProductFacts } from '../product-facts';
import { StageBadge } from '../../../../components/ui/stage-badge';
import { SharedFiles } from './shared-files';

/** A link that opens nothing (revoked, expired, altered): why, and where to go instead. */
export function SharedLinkInvalid({ error }: { error: unknown }) {
  // No token at all is the same dead link as a refused one.
  const reason = error ? errorMessage(error) : messages.shareLinkInvalid;
  return (
    <DeadEnd
      icon={<IconLinkOff size={34} />}
      title="This link does not open a design"
      backTo={paths.login}
      backLabel="Go to the home page"
    >
      <Text maw={460}>{reason}</Text>
    </DeadEnd>
  );
}

export function SharedProductSkeleton() {
  return (
    <Stack gap="md">
      <VisuallyHidden role="status">Loading the shared design</VisuallyHidden>
      <Skeleton height={36} width="50%" aria-hidden />
      <Skeleton height={220} aria-hidden />
      <Skeleton height={160} aria-hidden />
    </Stack>
  );
}

interface SharedProductPageProps {
  shared: SharedProduct;
  /** Shown here on phones, where the header has no room for it. */
  sharedBy: string | null;
  onOpenImage: (fileId: string) => void;
  /** The comments panel, when the link lets its visitor see them. */
  comments: ReactNode;
}

/** What a share link opens: the design, its images and files, and its comments. */
export function SharedProductPage({
  shared,
  sharedBy,
  onOpenImage,
  comments,
}: SharedProductPageProps) {
  const { product } = shared;
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={6}>
        {sharedBy && (
          <Text size="sm" c="dimmed" hiddenFrom="xs">
            Shared by {sharedBy}
          </Text>
        )}
        <Group gap="sm">
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {product.name}
          </Title>
          <StageBadge stage={product.stage} />
        </Group>
        {product.description && <Text c="dimmed">{product.description}</Text>}
      </Stack>
      <Card withBorder padding="lg">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <div style={{ width: 220, maxWidth: '100%' }}>
            <ProductCover product={product} />
          </div>
          <div style={{ flex: '1 1 320px' }}>
            <ProductFacts product={product} />
          </div>
        </Group>
      </Card>
      <SharedFiles files={shared.files} onOpenImage={onOpenImage} />
      {comments}
    </Stack>
  );
}
