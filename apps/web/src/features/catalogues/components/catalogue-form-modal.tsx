import {
  ZUpdateCategorySchema,
  ZUpdateSeasonSchema,
  ZUpdateTagSchema,
  type TUpdateCategorySchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { FormModal } from '../../../components/form/form-modal';
import { useCreateEntry } from '../api/create-entry';
import { useUpdateEntry } from '../api/update-entry';
import { KIND_TEXT, type NameOnlyKind, type PageKind } from '../lib/kinds';
import type { CatalogueFormModalProps } from '../lib/form-modal-props';
import { FabricFormModal } from './fabric-form-modal';

/** Add or edit one catalogue entry: a name for categories, seasons and tags, more for fabrics. */
export function CatalogueFormModal<K extends PageKind>(props: CatalogueFormModalProps<K>) {
  if (props.kind === 'fabric') {
    return <FabricFormModal {...(props as CatalogueFormModalProps<'fabric'>)} />;
  }
  return <NameFormModal {...(props as CatalogueFormModalProps<NameOnlyKind>)} />;
}

const NAME_SCHEMAS = {
  category: ZUpdateCategorySchema,
  season: ZUpdateSeasonSchema,
  tag: ZUpdateTagSchema,
} as const;

type NameValues = TUpdateCategorySchema;

function NameFormModal({
  kind,
  team,
  opened,
  entry,
  onClose,
}: CatalogueFormModalProps<NameOnlyKind>) {
  const text = KIND_TEXT[kind];
  const createEntry = useCreateEntry(kind);
  const updateEntry = useUpdateEntry(kind);

  return (
    <FormModal<NameValues, { name: string }>
      opened={opened}
      onClose={onClose}
      title={entry ? `Edit ${text.singular}` : `Add ${text.singular}`}
      resolver={zodResolver(NAME_SCHEMAS[kind])}
      defaultValues={{ name: entry?.name ?? '' }}
      fields={['name']}
      conflictField="name"
      submitLabel={entry ? 'Save' : `Add ${text.singular}`}
      onSubmit={async (values) => {
        const { responseMessage } = entry
          ? await updateEntry.mutateAsync({ id: entry._id, body: values })
          : await createEntry.mutateAsync({ teamId: team._id, ...values });
        return responseMessage;
      }}
    >
      {(form) => (
        <TextInput
          label={text.nameLabel}
          placeholder={text.namePlaceholder}
          withAsterisk
          autoComplete="off"
          data-autofocus
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
      )}
    </FormModal>
  );
}
