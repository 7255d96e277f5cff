import { ZUpdateItemSchema, type ProductItem, type TUpdateItemSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormModal } from '../../../components/form/form-modal';
import { NameField } from '../../../components/form/name-field';
import { useUpdateItem } from '../api/update-item';

interface RenameItemModalProps {
  productId: string;
  item: ProductItem;
  opened: boolean;
  onClose: () => void;
}

/** A new name for a folder or file; a file keeps its extension (the server says so if not). */
export function RenameItemModal({ productId, item, opened, onClose }: RenameItemModalProps) {
  const update = useUpdateItem(productId);
  const folder = item.kind === 'folder';
  return (
    <FormModal<TUpdateItemSchema, TUpdateItemSchema>
      opened={opened}
      title={folder ? 'Rename folder' : 'Rename file'}
      onClose={onClose}
      resolver={zodResolver(ZUpdateItemSchema)}
      defaultValues={{ name: item.name }}
      fields={['name']}
      submitLabel="Rename"
      onSubmit={async ({ name }) => await update.mutateAsync({ itemId: item._id, input: { name } })}
    >
      {(form) => (
        <NameField
          label={folder ? 'Folder name' : 'File name'}
          field={form.register('name')}
          error={form.formState.errors.name?.message}
        />
      )}
    </FormModal>
  );
}
