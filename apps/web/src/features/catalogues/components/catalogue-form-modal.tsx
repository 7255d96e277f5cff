import {
  ZUpdateCategorySchema,
  ZUpdateSeasonSchema,
  ZUpdateTagSchema,
  type TUpdateCategorySchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormModal } from '../../../components/form/form-modal';
import { NameField } from '../../../components/form/name-field';
import { useSaveEntry } from '../hooks/use-save-entry';
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
  const save = useSaveEntry(kind, team._id);

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
      onSubmit={async (values) => await save(entry, values)}
    >
      {(form) => (
        <NameField
          label={text.nameLabel}
          placeholder={text.namePlaceholder}
          field={form.register('name')}
          error={form.formState.errors.name?.message}
        />
      )}
    </FormModal>
  );
}
