import { ZCreateFolderSchema, type TCreateFolderSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormModal } from '../../../components/form/form-modal';
import { NameField } from '../../../components/form/name-field';
import { useCreateFolder } from '../api/create-folder';

interface FolderModalProps {
  productId: string;
  parentId: string | null;
  opened: boolean;
  onClose: () => void;
}

/** A new folder inside the folder being looked at. */
export function FolderModal({ productId, parentId, opened, onClose }: FolderModalProps) {
  const createFolder = useCreateFolder(productId);
  return (
    <FormModal<TCreateFolderSchema, TCreateFolderSchema>
      opened={opened}
      title="New folder"
      onClose={onClose}
      resolver={zodResolver(ZCreateFolderSchema)}
      defaultValues={{ name: '', parentId }}
      fields={['name']}
      submitLabel="Create folder"
      onSubmit={async (values) => await createFolder.mutateAsync({ ...values, parentId })}
    >
      {(form) => (
        <NameField
          label="Folder name"
          field={form.register('name')}
          error={form.formState.errors.name?.message}
        />
      )}
    </FormModal>
  );
}
