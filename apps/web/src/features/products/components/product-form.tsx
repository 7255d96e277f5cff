import '@mantine/dates/styles.css';
import { DateField } from '../../../components/form/date-field';
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_STAGES,
  ZCreateProductSchema,
  type Product,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { MultiSelect, Paper, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ChoiceController } from '../../../components/form/choice-controller';
import { FormActions } from '../../../components/form/form-actions';
import { FormStack } from '../../../components/form/form-stack';
import { countedDescription } from '../../../components/form/char-count';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateProduct, type CreateProductInput } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import type { UseProductCatalogues } from '../lib/catalogues';
import {
  PRODUCT_FORM_FIELDS,
  productFormValues,
  type ProductFormMode,
  type ProductFormValues,
} from '../lib/product-form';
import { serverText } from '../../../lib/server-texts/server-text';
import { useT } from '../../../lib/i18n';
import { useProductT } from '../i18n';

interface ProductFormProps {
  mode: ProductFormMode;
  /** The product being edited (editProduct). */
  product?: Product;
  /** createProduct: the teams the user may add products to, and the one chosen first. */
  teams?: { value: string; label: string }[];
  defaultTeamId?: string;
  useCatalogues: UseProductCatalogues;
  onDone: (product: Product) => void;
  onCancel: () => void;
}

/** Create and edit share this form (SPEC §3 modes `createProduct` / `editProduct`). */
export function ProductForm({
  mode,
  product,
  teams = [],
  defaultTeamId = '',
  useCatalogues,
  onDone,
  onCancel,
}: ProductFormProps) {
  const t = useT();
  const pt = useProductT();
  const stageOptions = PRODUCT_STAGES.map((stage) => ({
    value: stage,
    label: t(`stage.${stage}`),
  }));
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct(product?._id ?? '');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProductFormValues, unknown, CreateProductInput>({
    resolver: zodResolver(ZCreateProductSchema),
    mode: 'onChange',
    defaultValues: productFormValues(defaultTeamId, product),
  });
  const { errors } = form.formState;
  const [teamId, categoryId, name, description] = form.watch([
    'teamId',
    'categoryId',
    'name',
    'description',
  ]);
  const catalogues = useCatalogues(teamId || null, categoryId ?? null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { teamId: _team, ...changes } = values;
      const answer =
        mode === 'createProduct'
          ? await createProduct.mutateAsync(values)
          : await updateProduct.mutateAsync(changes);
      toast.success(serverText(answer));
      onDone(answer.data);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, PRODUCT_FORM_FIELDS));
    }
  });

  // Another team's catalogues: the chosen entries do not belong to it.
  const changeTeam = (next: string | null) => {
    form.setValue('teamId', next ?? '', { shouldValidate: true });
    for (const field of ['categoryId', 'subCategoryId', 'seasonId'] as const) {
      form.setValue(field, null);
    }
    for (const field of ['fabricIds', 'tagIds', 'colourIds'] as const) form.setValue(field, []);
  };

  const multi = (
    field: 'fabricIds' | 'tagIds' | 'colourIds',
    label: string,
    data: typeof catalogues.tags,
  ) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: input }) => (
        <MultiSelect
          label={label}
          data={data}
          value={input.value ?? []}
          onChange={input.onChange}
          onBlur={input.onBlur}
          searchable
          clearable
          nothingFoundMessage={pt('form.nothingFound')}
          error={errors[field]?.message}
        />
      )}
    />
  );

  return (
    <FormStack onSubmit={onSubmit} error={formError} gap="lg">
      {mode === 'createProduct' && (
        <Select
          label={pt('form.team')}
          withAsterisk
          data={teams}
          value={teamId || null}
          onChange={changeTeam}
          allowDeselect={false}
          error={errors.teamId?.message}
        />
      )}
      <TextInput
        label={pt('form.name')}
        withAsterisk
        placeholder={pt('form.namePlaceholder')}
        autoComplete="off"
        error={errors.name?.message}
        {...countedDescription((name ?? '').length, PRODUCT_NAME_MAX)}
        {...form.register('name')}
      />
      <Textarea
        label={pt('form.description')}
        placeholder={pt('form.descriptionPlaceholder')}
        autosize
        minRows={2}
        maxRows={5}
        error={errors.description?.message}
        {...countedDescription((description ?? '').length, PRODUCT_DESCRIPTION_MAX)}
        {...form.register('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <Select
              label={pt('form.category')}
              data={catalogues.categories}
              value={field.value ?? null}
              onChange={(next) => {
                field.onChange(next);
                form.setValue('subCategoryId', null);
              }}
              searchable
              clearable
              error={errors.categoryId?.message}
            />
          )}
        />
        <ChoiceController
          control={form.control}
          name="subCategoryId"
          label={pt('form.subCategory')}
          data={catalogues.subCategories}
          disabled={!categoryId}
          searchable
          empty={null}
        />
        <ChoiceController
          control={form.control}
          name="seasonId"
          label={pt('form.season')}
          data={catalogues.seasons}
          searchable
          empty={null}
        />
        <Controller
          control={form.control}
          name="deadline"
          render={({ field }) => (
            <DateField
              label={pt('form.deadline')}
              placeholder={pt('form.pickDate')}
              value={field.value}
              onChange={field.onChange}
              clearable
              error={errors.deadline?.message}
            />
          )}
        />
      </SimpleGrid>
      {multi('fabricIds', pt('form.fabrics'), catalogues.fabrics)}
      {multi('tagIds', pt('form.tags'), catalogues.tags)}
      {multi('colourIds', pt('form.colours'), catalogues.colours)}
      <ChoiceController
        control={form.control}
        name="stage"
        label={pt('form.stage')}
        data={stageOptions}
      />
      <FormActions
        onCancel={onCancel}
        submitLabel={mode === 'createProduct' ? t('create.product') : t('form.saveChanges')}
        loading={createProduct.isPending || updateProduct.isPending}
      />
    </FormStack>
  );
}

/** The form on a page of its own (/createproduct). */
export function ProductFormCard(props: ProductFormProps) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={760}>
      <ProductForm {...props} />
    </Paper>
  );
}
