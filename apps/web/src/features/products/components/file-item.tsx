import { classifyFile, type ProductItem } from '@atelier/domain';
import { Anchor, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { productImageUrl } from '../lib/product-urls';
import type { ProductImageState } from '../lib/image-state';
import { FileIcon } from '../../../components/files/file-icon';
import { formatSize } from '../../../lib/format-size';
import classes from './file-item.module.css';

interface FileItemProps {
  item: ProductItem;
  product: { _id: string; name: string };
  onOpenFolder: (folderId: string) => void;
}

/** A folder (opens it), an image (opens its preview page) or another file (downloads it). */
export function FileItem({ item, product, onOpenFolder }: FileItemProps) {
  const preview =
    item.thumbnail && item.status === 'ready' ? (
      <Image src={item.thumbnail} alt="" w={48} h={48} radius="sm" fit="cover" />
    ) : (
      <FileIcon name={item.name} folder={item.kind === 'folder'} size={32} />
    );
  const body = (
    <Group gap="sm" wrap="nowrap">
      <div className={classes.thumb}>{preview}</div>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {item.name}
        </Text>
        <Text size="xs" c="dimmed">
          {item.kind === 'folder'
            ? 'Folder'
            : item.status === 'pending'
              ? `${formatSize(item.size)} · preparing preview`
              : formatSize(item.size)}
        </Text>
      </Stack>
    </Group>
  );

  if (item.kind === 'folder') {
    return (
      <UnstyledButton className={classes.item} onClick={() => onOpenFolder(item._id)}>
        {body}
      </UnstyledButton>
    );
  }
  if (classifyFile(item.name) === 'image' && item.preview) {
    const state: ProductImageState = {
      productId: product._id,
      productName: product.name,
      imagePath: item.preview,
      imageName: item.name,
    };
    return (
      <Anchor
        component={Link}
        to={productImageUrl(product._id, item._id)}
        state={state}
        className={classes.item}
        underline="never"
        c="inherit"
      >
        {body}
      </Anchor>
    );
  }
  return (
    <Anchor
      href={item.url ?? undefined}
      download={item.name}
      className={classes.item}
      underline="never"
      c="inherit"
    >
      {body}
    </Anchor>
  );
}
