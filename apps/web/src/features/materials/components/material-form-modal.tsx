import {
  MATERIAL_CODE_MAX,
  MATERIAL_DESCRIPTION_MAX,
  ZCreateMaterialSchema,
  type Material,
  type MaterialKind,
  type TCreateMaterialSchema,
  type Team,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { ChoiceController } from '../../../components/form/choice-controller';
import { CURRENCY_OPTIONS } from '../../../components/form/currency-options';
import { FormModal } from '../../../components/form/form-modal';
import { NameField } from '../../../components/form/name-field';
import { errorMessage } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useRemoveMaterialImage, useUploadMaterialImage } from '../api/save-material-image';
import { useCreateMaterial, useUpdateMaterial } from '../api/save-material';
import { usePolicy } from '../../../lib/policy';
import { DEFAULT_UNIT, KIND_OPTIONS, KIND_TEXT, UNIT_OPTIONS } from '../lib/kinds';
import { KEEP_IMAGE, MaterialImageField, type ImageChoice } from './material-image-field';

type MaterialValues = TCreateMaterialSchema;
type MaterialOutput = z.output<typeof ZCreateMaterialSchema>;

const FIELDS = [
  'kind',
  'name',
  'code',
  'supplier',
  'description',
  'unit',
  'unitPrice',
  'currency',
] as const;

function toValues(
  material: Material | null,
  kind: MaterialKind,
  currency: string,
  separator: string,
): MaterialValues {
  return {
    kind: material?.kind ?? kind,
    name: material?.name ?? '',
    code: material?.code ?? '',
    supplier: material?.supplier ?? '',
    description: material?.description ?? '',
    unit: material?.unit ?? DEFAULT_UNIT[kind],
    // The exact decimal as text, with the user's separator.
    unitPrice: material?.unitPrice?.replace('.', separator) ?? null,
    currency: (material?.currency ?? currency) as MaterialValues['currency'],
  };
}

interface MaterialFormModalProps {
  team: Team;
  /** The tab the dialog was opened from: a new material's kind. */
  kind: MaterialKind;
  opened: boolean;
  /** The material being edited; null adds one. */
  material: Material | null;
  onClose: () => void;
}

/** Adds or edits a material of the library; its image is uploaded once the material is saved. */
export function MaterialFormModal({
  team,
  kind,
  opened,
  material,
  onClose,
}: MaterialFormModalProps) {
  const text = KIND_TEXT[material?.kind ?? kind];
  const { settings } = useFormat();
  const separator = settings.decimalSeparator === 'comma' ? ',' : '.';
  const createMaterial = useCreateMaterial();
  const updateMaterial = useUpdateMaterial();
  const uploadImage = useUploadMaterialImage();
  const removeImage = useRemoveMaterialImage();
  const [image, setImage] = useState<ImageChoice>(KEEP_IMAGE);
  // A price is a cost: only those who may see costs see and set it.
  const { manageCosting: seesCosts } = usePolicy(team);

  const close = () => {
    setImage(KEEP_IMAGE);
    onClose();
  };

  const save = async (values: MaterialOutput) => {
    // A price needs a currency; no price needs none.
    const { unitPrice, currency, ...rest } = values;
    const body = seesCosts
      ? { ...rest, unitPrice, currency: unitPrice ? (currency ?? null) : null }
      : rest;
    const { data, ...answer } = material
      ? await updateMaterial.mutateAsync({ id: material._id, body })
      : await createMaterial.mutateAsync({ teamId: team._id, body });
    try {
      if (image.file) await uploadImage.mutateAsync({ id: data._id, file: image.file });
      else if (image.remove && material?.image) await removeImage.mutateAsync(data._id);
    } catch (error) {
      // The material is saved; only its image is not.
      toast.error(errorMessage(error));
    }
    return answer;
  };

  return (
    <FormModal<MaterialValues, MaterialOutput>
      opened={opened}
      onClose={close}
      size="lg"
      title={material ? `Edit ${material.name}` : `Add ${text.singular}`}
      resolver={zodResolver(ZCreateMaterialSchema)}
      defaultValues={toValues(material, kind, settings.currency, separator)}
      fields={FIELDS}
      conflictField="name"
      submitLabel={material ? 'Save' : `Add ${text.singular}`}
      onSubmit={save}
    >
      {(form) => {
        const { errors } = form.formState;
        return (
          <>
            <NameField
              label="Name"
              placeholder={text.namePlaceholder}
              field={form.register('name')}
              error={errors.name?.message}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <ChoiceController
                control={form.control}
                name="kind"
                label="Kind"
                data={KIND_OPTIONS}
                withAsterisk
              />
              <TextInput
                label="Code"
                placeholder="e.g. BT-015"
                autoComplete="off"
                maxLength={MATERIAL_CODE_MAX}
                error={errors.code?.message}
                {...form.register('code')}
              />
            </SimpleGrid>
            <TextInput
              label="Supplier"
              placeholder="e.g. Bottonificio Lario"
              autoComplete="off"
              error={errors.supplier?.message}
              {...form.register('supplier')}
            />
            <Textarea
              label="Composition or description"
              placeholder="e.g. 4-hole real horn, 15 mm"
              autosize
              minRows={2}
              maxRows={6}
              maxLength={MATERIAL_DESCRIPTION_MAX}
              error={errors.description?.message}
              {...form.register('description')}
            />
            <SimpleGrid cols={{ base: 1, xs: seesCosts ? 3 : 1 }} spacing="md">
              <ChoiceController
                control={form.control}
                name="unit"
                label="Unit"
                data={UNIT_OPTIONS}
                withAsterisk
              />
              {seesCosts && (
                <>
                  <Controller
                    control={form.control}
                    name="unitPrice"
                    render={({ field, fieldState }) => (
                      <TextInput
                        label="Price per unit"
                        placeholder={`e.g. 0${separator}35`}
                        inputMode="decimal"
                        autoComplete="off"
                        name={field.name}
                        ref={field.ref}
                        value={
                          typeof field.value === 'number'
                            ? String(field.value)
                            : (field.value ?? '')
                        }
                        // Kept as typed, so no decimal is lost; empty means no price.
                        onChange={(event) =>
                          field.onChange(event.currentTarget.value.trim() || null)
                        }
                        onBlur={field.onBlur}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                  <ChoiceController
                    control={form.control}
                    name="currency"
                    label="Currency"
                    data={CURRENCY_OPTIONS}
                    searchable
                    empty={null}
                  />
                </>
              )}
            </SimpleGrid>
            <MaterialImageField
              current={material?.image ?? null}
              choice={image}
              onChange={setImage}
            />
          </>
        );
      }}
    </FormModal>
  );
}
