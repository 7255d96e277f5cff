import { classifyFile, type FileVersion } from '@atelier/domain';
import { Anchor, Button, Group } from '@mantine/core';
import { IconChevronLeft, IconPhotoOff, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import type { ImageLayerSlot } from '../../../components/image-marks/image-layer';
import { Link, useNavigate } from 'react-router';
import { ListEmpty } from '../../../components/list/list-empty';
import { QueryError } from '../../../components/ui/query-error';
import { useImageCommentSource } from '../api/comments';
import { useProduct } from '../api/get-product';
import { useFileVersions } from '../api/file-versions';
import { useProductFiles } from '../api/get-product-files';
import { useLiveProducts } from '../hooks/use-live-products';
import type { ProductImageState } from '../lib/image-state';
import { designmateAboutUrl, productDetailUrl } from '../../../lib/paths';
import { BACK_TO_WALL, productImageUrl } from '../lib/product-urls';
import { PagePresence } from '../../../components/presence/presence-avatars';
import { PresenceProvider } from '../../../components/presence/presence-provider';
import { ImageStage } from './image-stage';
import { ProductMentions } from './product-mentions';
import { VersionCompare } from './version-compare';
import { VersionStrip } from './version-strip';

interface ProductImageViewerProps {
  itemId: string;
  productId: string;
  /** What the opening page knew, shown while the product's files load. */
  state: ProductImageState | null;
  /** Marks of another kind the page lays over the image (construction callouts). */
  layer?: ImageLayerSlot;
}

/**
 * /productImgDetail/{id}: one image of a product for a member, with its comments live (and
 * @mentions of the team's people); Escape goes back to the product.
 */
export function ProductImageViewer({ itemId, productId, state, layer }: ProductImageViewerProps) {
  useLiveProducts();
  const navigate = useNavigate();
  const product = useProduct(productId);
  const files = useProductFiles(productId);
  const policies = product.data?.policies;
  const versions = useFileVersions(productId, itemId);
  const [chosen, setChosen] = useState<FileVersion | null>(null);
  const [comparing, setComparing] = useState(false);
  const rounds = versions.data ?? [];
  // An older round shows its own image and comments; the newest is the file itself.
  const older = chosen && !chosen.current ? chosen : null;
  const source = useImageCommentSource(
    productId,
    itemId,
    policies?.comment ?? false,
    older?.number,
  );
  const images = (files.data ?? [])
    .filter((item) => item.kind === 'file' && classifyFile(item.name) === 'image' && item.preview)
    .map((item) =>
      item._id === itemId && older
        ? {
            ...item,
            url: older.url,
            thumbnail: older.thumbnail,
            preview: older.preview ?? older.url,
          }
        : item,
    );
  const productName = product.data?.name ?? state?.productName ?? '';
  const shown = images.find((item) => item._id === itemId);

  if (files.isError) {
    return <QueryError query={files} {...BACK_TO_WALL} />;
  }
  if (files.isSuccess && !images.some((item) => item._id === itemId)) {
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
    <PresenceProvider productId={productId} image={itemId}>
      <ImageStage
        // Each round is its own image, with its own pins.
        key={older?._id ?? 'current'}
        olderRound={older !== null}
        images={images}
        itemId={itemId}
        fallback={{ src: state?.imagePath, name: state?.imageName }}
        backLink={
          <Anchor component={Link} to={productDetailUrl(productId)} size="sm" c="dimmed">
            <Group gap={4}>
              <IconChevronLeft size={16} />
              {productName || 'Product'}
            </Group>
          </Anchor>
        }
        actions={
          <>
            <PagePresence />
            {shown?.preview && (
              <Button
                component={Link}
                to={designmateAboutUrl(productId)}
                state={{ image: { _id: shown._id, name: shown.name, url: shown.preview } }}
                size="compact-sm"
                variant="default"
                leftSection={<IconSparkles size={14} />}
              >
                Ask designmate
              </Button>
            )}
          </>
        }
        versions={
          rounds.length > 1 && (
            <>
              <VersionStrip
                versions={rounds}
                shown={older ?? rounds.at(-1)!}
                onShow={setChosen}
                onCompare={() => setComparing(true)}
              />
              <VersionCompare
                versions={rounds}
                opened={comparing}
                onClose={() => setComparing(false)}
              />
            </>
          )
        }
        onBack={() => navigate(productDetailUrl(productId))}
        onNavigate={(next) => {
          const nextState: ProductImageState = {
            productId,
            productName,
            imagePath: next.preview!,
            imageName: next.name,
          };
          navigate(productImageUrl(productId, next._id), { state: nextState, replace: true });
        }}
        comments={policies?.viewComments ? source : null}
        commentsFrame={(panel) => <ProductMentions productId={productId}>{panel}</ProductMentions>}
        // An older round is another picture: the callouts are drawn on the image as it is now.
        layer={older ? undefined : layer}
      />
    </PresenceProvider>
  );
}
