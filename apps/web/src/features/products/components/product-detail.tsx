import { useT } from '../../../lib/i18n';
import type { Product } from '@atelier/domain';
import {
  Button,
  Card,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { IconSparkles } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { QueryError } from '../../../components/ui/query-error';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { useProduct } from '../api/get-product';
import { useLiveProducts } from '../hooks/use-live-products';
import type { UseProductCatalogues } from '../lib/catalogues';
import { designmateAboutUrl, productDetailUrl, wallUrl } from '../../../lib/paths';
import { BACK_TO_WALL } from '../lib/product-urls';
import { ProductActions } from './product-actions';
import { ProductComments } from './product-comments';
import { ProductCover } from './product-cover';
import { ProductFacts } from './product-facts';
import { BuyerFieldsCard } from './buyer-fields-card';
import { ProductApprovalCard } from './product-approval';
import { ProductFiles } from './product-files';
import { ProductTimeline } from './product-timeline';
import { ProductForm } from './product-form';
import { StageBadge } from '../../../components/ui/stage-badge';
import { PagePresence } from '../../../components/presence/presence-avatars';
import { PresenceProvider } from '../../../components/presence/presence-provider';

interface ProductDetailProps {
  productId: string;
  useCatalogues: UseProductCatalogues;
  /** Sections other features bring to the page (the spec sheet), after the buyer fields. */
  sections?: (product: Product) => ReactNode;
  /**
   * Whether the user works in the product's team for one of its suppliers (the team card's
   * `supplier`): then only the product, its cover and its shared comments are theirs to see; the
   * team's own work on it would answer 403.
   */
  isSupplierIn?: (teamId: string) => boolean;
  /** What a supplier's person sees beyond the card and the comments (their samples, tech packs). */
  supplierSections?: (product: Product) => ReactNode;
}

/** /productDetail/{productId}: the product's fields, its actions and its files. */
export function ProductDetail({
  productId,
  useCatalogues,
  sections,
  isSupplierIn = () => false,
  supplierSections,
}: ProductDetailProps) {
  useLiveProducts();
  const t = useT();
  const navigate = useNavigate();
  const product = useProduct(productId);
  const [editing, setEditing] = useState(false);
  const isPhone = usePhoneLayout();
  useDocumentTitle(
    product.data
      ? t('product.documentTitle', { name: product.data.name })
      : t('product.documentTitleLoading'),
  );

  if (product.isError) {
    return <QueryError query={product} {...BACK_TO_WALL} backLabel={t('product.backToWall')} />;
  }
  if (!product.data) {
    return (
      <Stack gap="md">
        <VisuallyHidden role="status">{t('product.loading')}</VisuallyHidden>
        <Skeleton height={36} width="50%" aria-hidden />
        <Skeleton height={220} aria-hidden />
        <Skeleton height={160} aria-hidden />
      </Stack>
    );
  }
  const data = product.data;
  const forSupplier = isSupplierIn(data.teamId);

  return (
    <PresenceProvider productId={data._id}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Group gap="sm">
              <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
                {data.name}
              </Title>
              <StageBadge stage={data.stage} />
            </Group>
            {data.description && <Text c="dimmed">{data.description}</Text>}
          </Stack>
          <Group gap="xs">
            <PagePresence />
            <Button
              component={Link}
              to={designmateAboutUrl(data._id)}
              variant="default"
              leftSection={<IconSparkles size={16} />}
            >
              {t('product.askDesignmate')}
            </Button>
            <ProductActions
              product={data}
              onEdit={() => setEditing(true)}
              onDuplicated={(copy) => navigate(productDetailUrl(copy._id))}
              onDeleted={() => navigate(wallUrl(data.teamId), { replace: true })}
            />
          </Group>
        </Group>
        <Card withBorder padding="lg">
          <Group align="flex-start" gap="lg" wrap="wrap">
            <div style={{ width: 220, maxWidth: '100%' }}>
              <ProductCover product={data} />
            </div>
            <div style={{ flex: '1 1 320px' }}>
              <ProductFacts product={data} />
            </div>
          </Group>
        </Card>
        {!forSupplier && (
          <>
            <ProductApprovalCard productId={data._id} />
            <BuyerFieldsCard product={data} />
            {sections?.(data)}
            <ProductFiles product={data} />
          </>
        )}
        {forSupplier && supplierSections?.(data)}
        <ProductComments product={data} chooseVisibility={!forSupplier} />
        {!forSupplier && <ProductTimeline product={data} />}
        <Modal
          opened={editing}
          onClose={() => setEditing(false)}
          title={t('product.editTitle')}
          size="lg"
          fullScreen={isPhone}
        >
          {editing && (
            <ProductForm
              mode="editProduct"
              product={data}
              useCatalogues={useCatalogues}
              onDone={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          )}
        </Modal>
      </Stack>
    </PresenceProvider>
  );
}
