import {
  ZCreateSubCategorySchema,
  type SubCategory,
  type Team,
  type TCreateSubCategorySchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChoiceController } from '../../../components/form/choice-controller';
import { FormModal } from '../../../components/form/form-modal';
import { NameField } from '../../../components/form/name-field';
import { useEntries } from '../api/get-entries';
import { useSaveEntry } from '../hooks/use-save-entry';
import { KIND_TEXT } from '../lib/kinds';

const SCHEMA = ZCreateSubCategorySchema.omit({ teamId: true });
type Values = Omit<TCreateSubCategorySchema, 'teamId'>;
type Output = { categoryId: string; name: string };

interface SubCategoryModalProps {
  team: Team;
  opened: boolean;
  /** The category it is added to (or now belongs to). */
  category: { _id: string; name: string };
  /** The sub-category to edit; null adds one. */
  subCategory: SubCategory | null;
  onClose: () => void;
}

/** Add a sub-category to a category, or rename it or move it to another category of the team. */
export function SubCategoryModal({
  team,
  opened,
  category,
  subCategory,
  onClose,
}: SubCategoryModalProps) {
  const text = KIND_TEXT.subCategory;
  const save = useSaveEntry('subCategory', team._id);
  const categoriesQuery = useEntries(
    'category',
    { teamId: team._id, page: 1, limit: 100, search: '', sortBy: 'name', orderBy: 'asc' },
    { enabled: opened },
  );
  const options = (categoriesQuery.data?.entries ?? []).map(({ _id, name }) => ({
    value: _id,
    label: name,
  }));
  if (!options.some((option) => option.value === category._id)) {
    options.unshift({ value: category._id, label: category.name });
  }

  return (
    <FormModal<Values, Output>
      opened={opened}
      onClose={onClose}
      title={subCategory ? `Edit ${text.singular}` : `Add ${text.singular} to ${category.name}`}
      resolver={zodResolver(SCHEMA)}
      defaultValues={{ categoryId: category._id, name: subCategory?.name ?? '' }}
      fields={['categoryId', 'name']}
      conflictField="name"
      submitLabel={subCategory ? 'Save' : `Add ${text.singular}`}
      onSubmit={async (values) => await save(subCategory, values)}
    >
      {(form) => (
        <>
          <ChoiceController
            control={form.control}
            name="categoryId"
            label="Category"
            withAsterisk
            data={options}
            searchable
          />
          <NameField
            label={text.nameLabel}
            placeholder={text.namePlaceholder}
            field={form.register('name')}
            error={form.formState.errors.name?.message}
          />
        </>
      )}
    </FormModal>
  );
}
