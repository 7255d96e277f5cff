import { FABRIC_NOTES_MAX, ZUpdateFabricSchema, type TUpdateFabricSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { ChoiceController } from '../../../components/form/choice-controller';
import { CURRENCY_OPTIONS } from '../../../components/form/currency-options';
import { DecimalController } from '../../../components/form/decimal-controller';
import { FormModal } from '../../../components/form/form-modal';
import { NameField } from '../../../components/form/name-field';
import { errorMessage } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useRemoveSwatch } from '../api/remove-swatch';
import { useUploadSwatch } from '../api/upload-swatch';
import { useSaveEntry } from '../hooks/use-save-entry';
import { KIND_TEXT, type EntryOf } from '../lib/kinds';
import { KEEP_SWATCH, type SwatchChoice } from '../lib/swatch';
import type { CatalogueFormModalProps } from '../lib/form-modal-props';
import { SwatchField } from './swatch-field';

type FabricValues = TUpdateFabricSchema;
type FabricOutput = z.output<typeof ZUpdateFabricSchema>;

const FIELDS = [
  'name',
  'composition',
  'weightGsm',
  'widthCm',
  'supplier',
  'pricePerMeter',
  'currency',
  'notes',
] as const;

function toValues(fabric: EntryOf<'fabric'> | null, currency: string): FabricValues {
  return {
    name: fabric?.name ?? '',
    composition: fabric?.composition ?? '',
    weightGsm: fabric?.weightGsm ?? null,
    widthCm: fabric?.widthCm ?? null,
    supplier: fabric?.supplier ?? '',
    pricePerMeter: fabric?.pricePerMeter ?? null,
    currency: (fabric?.currency ?? currency) as FabricValues['currency'],
    notes: fabric?.notes ?? '',
  };
}

/** "Manage Material": a fabric's details and its swatch, uploaded once the fabric is saved. */
export function FabricFormModal({
  team,
  opened,
  entry,
  onClose,
}: CatalogueFormModalProps<'fabric'>) {
  const text = KIND_TEXT.fabric;
  const { settings } = useFormat();
  const saveFabric = useSaveEntry('fabric', team._id);
  const uploadSwatch = useUploadSwatch();
  const removeSwatch = useRemoveSwatch();
  const [swatch, setSwatch] = useState<SwatchChoice>(KEEP_SWATCH);

  const close = () => {
    setSwatch(KEEP_SWATCH);
    onClose();
  };

  const save = async (values: FabricOutput) => {
    // A price needs a currency; no price needs none.
    const body = {
      ...values,
      currency:
        values.pricePerMeter === null || values.pricePerMeter === undefined
          ? null
          : values.currency,
    };
    const { data, ...answer } = await saveFabric(entry, body);
    try {
      if (swatch.file) await uploadSwatch.mutateAsync({ fabricId: data._id, file: swatch.file });
      else if (swatch.remove && entry?.swatch) await removeSwatch.mutateAsync(data._id);
    } catch (error) {
      // The fabric is saved; only its swatch is not.
      toast.error(errorMessage(error));
    }
    return answer;
  };

  return (
    <FormModal<FabricValues, FabricOutput>
      opened={opened}
      onClose={close}
      size="lg"
      title={entry ? `Edit ${text.singular}` : `Add ${text.singular}`}
      resolver={zodResolver(ZUpdateFabricSchema)}
      defaultValues={toValues(entry, settings.currency)}
      fields={FIELDS}
      conflictField="name"
      submitLabel={entry ? 'Save' : `Add ${text.singular}`}
      onSubmit={save}
    >
      {(form) => {
        const { errors } = form.formState;
        return (
          <>
            <NameField
              label={text.nameLabel}
              placeholder={text.namePlaceholder}
              field={form.register('name')}
              error={errors.name?.message}
            />
            <TextInput
              label="Composition"
              placeholder="e.g. 98% cotton, 2% elastane"
              autoComplete="off"
              error={errors.composition?.message}
              {...form.register('composition')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <DecimalController
                control={form.control}
                name="weightGsm"
                label="Weight (gsm)"
                placeholder="e.g. 180"
              />
              <DecimalController
                control={form.control}
                name="widthCm"
                label="Width (cm)"
                placeholder="e.g. 150"
              />
            </SimpleGrid>
            <TextInput
              label="Supplier"
              placeholder="e.g. Tessitura Monti"
              autoComplete="off"
              error={errors.supplier?.message}
              {...form.register('supplier')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <DecimalController
                control={form.control}
                name="pricePerMeter"
                label="Price per metre"
                placeholder="e.g. 12.50"
                decimalScale={2}
                fixedDecimalScale
              />
              <ChoiceController
                control={form.control}
                name="currency"
                label="Currency"
                data={CURRENCY_OPTIONS}
                searchable
                empty={null}
              />
            </SimpleGrid>
            <Textarea
              label="Notes"
              placeholder="Care, minimums, lead times…"
              autosize
              minRows={2}
              maxRows={6}
              maxLength={FABRIC_NOTES_MAX}
              error={errors.notes?.message}
              {...form.register('notes')}
            />
            <SwatchField current={entry?.swatch ?? null} choice={swatch} onChange={setSwatch} />
          </>
        );
      }}
    </FormModal>
  );
}
