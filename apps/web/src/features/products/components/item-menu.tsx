import type { ProductItem } from '@atelier/domain';
import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconDots, IconFolderShare, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useT } from '../../../lib/i18n';
import { runMutation } from '../../../lib/run-mutation';
import { useDeleteItem } from '../api/delete-item';
import { MoveItemModal } from './move-item-modal';
import { RenameItemModal } from './rename-item-modal';

interface ItemMenuProps {
  productId: string;
  item: ProductItem;
  /** The whole tree, for the folders the item may move to. */
  items: readonly ProductItem[];
}

/** Rename, Move to… and Delete for one folder or file; shown only to those who may edit. */
export function ItemMenu({ productId, item, items }: ItemMenuProps) {
  const t = useT();
  const [open, setOpen] = useState<'rename' | 'move' | 'delete' | null>(null);
  const remove = useDeleteItem(productId);
  const close = () => setOpen(null);
  const folder = item.kind === 'folder';

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('files.actionsFor', { name: item.name })}
          >
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setOpen('rename')}>
            {t('files.rename')}
          </Menu.Item>
          <Menu.Item leftSection={<IconFolderShare size={14} />} onClick={() => setOpen('move')}>
            {t('files.moveTo')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => setOpen('delete')}
          >
            {t('files.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <RenameItemModal
        productId={productId}
        item={item}
        opened={open === 'rename'}
        onClose={close}
      />
      <MoveItemModal
        productId={productId}
        item={item}
        items={items}
        opened={open === 'move'}
        onClose={close}
      />
      <ConfirmModal
        opened={open === 'delete'}
        title={folder ? t('files.deleteFolder') : t('files.deleteFile')}
        confirmLabel={t('files.delete')}
        danger
        loading={remove.isPending}
        onClose={close}
        onConfirm={() => void runMutation(() => remove.mutateAsync(item._id), { onSuccess: close })}
      >
        <Text>
          {folder
            ? t('files.confirmDeleteFolder', { name: item.name })
            : t('files.confirmDeleteFile', { name: item.name })}
        </Text>
      </ConfirmModal>
    </>
  );
}
