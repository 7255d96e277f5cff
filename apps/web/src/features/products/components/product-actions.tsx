import type { Product } from '@atelier/domain';
import { Button, Group, Text, Tooltip } from '@mantine/core';
import {
  IconCopy,
  IconEdit,
  IconHeart,
  IconHeartFilled,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useT } from '../../../lib/i18n';
import { runMutation } from '../../../lib/run-mutation';
import { ShareProductModal } from './share/share-product-modal';
import { useDeleteProduct } from '../api/delete-product';
import { useDuplicateProduct } from '../api/duplicate-product';
import { useToggleLike } from '../api/like-product';

interface ProductActionsProps {
  product: Product;
  onEdit: () => void;
  /** After a duplicate: the copy's page. */
  onDuplicated: (copy: Product) => void;
  /** After a delete: back to the wall. */
  onDeleted: () => void;
}

/** Like, Share, Edit, Duplicate and Delete, each shown as the product's policies allow (SPEC §6). */
export function ProductActions({ product, onEdit, onDuplicated, onDeleted }: ProductActionsProps) {
  const t = useT();
  const like = useToggleLike();
  const duplicate = useDuplicateProduct();
  const remove = useDeleteProduct();
  const [confirming, setConfirming] = useState(false);
  const [sharing, setSharing] = useState(false);
  const { policies } = product;
  const LikeIcon = product.likedByMe ? IconHeartFilled : IconHeart;
  const likeLabel = t(product.likedByMe ? 'product.liked' : 'product.like', {
    count: product.likeCount,
  });

  return (
    <Group gap="xs">
      {policies.like ? (
        <Button
          variant={product.likedByMe ? 'filled' : 'default'}
          color={product.likedByMe ? 'pink' : undefined}
          leftSection={<LikeIcon size={16} />}
          aria-pressed={product.likedByMe}
          loading={like.isPending}
          onClick={() => void runMutation(() => like.mutateAsync(product._id))}
        >
          {likeLabel}
        </Button>
      ) : (
        <Tooltip label={t('product.noPermissionLike')}>
          <Button
            variant="default"
            leftSection={<LikeIcon size={16} />}
            data-disabled
            aria-disabled
            aria-description={t('product.noPermissionLike')}
            onClick={(event) => event.preventDefault()}
          >
            {likeLabel}
          </Button>
        </Tooltip>
      )}
      {policies.share && (
        <Button
          variant="default"
          leftSection={<IconShare size={16} />}
          onClick={() => setSharing(true)}
        >
          {t('product.share')}
        </Button>
      )}
      {policies.edit && (
        <Button variant="default" leftSection={<IconEdit size={16} />} onClick={onEdit}>
          {t('product.edit')}
        </Button>
      )}
      {policies.duplicate && (
        <Button
          variant="default"
          leftSection={<IconCopy size={16} />}
          loading={duplicate.isPending}
          onClick={() =>
            void runMutation(() => duplicate.mutateAsync(product._id), {
              onSuccess: ({ data }) => onDuplicated(data),
            })
          }
        >
          {t('product.duplicate')}
        </Button>
      )}
      {policies.delete && (
        <Button
          variant="default"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => setConfirming(true)}
        >
          {t('product.delete')}
        </Button>
      )}
      <ShareProductModal product={product} opened={sharing} onClose={() => setSharing(false)} />
      <ConfirmModal
        opened={confirming}
        title={t('product.deleteTitle')}
        confirmLabel={t('product.deletePermanently')}
        danger
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          void runMutation(() => remove.mutateAsync(product._id), {
            onSuccess: () => {
              setConfirming(false);
              onDeleted();
            },
          })
        }
      >
        <Text>{t('product.confirmDelete')}</Text>
      </ConfirmModal>
    </Group>
  );
}
