import {
  SAMPLE_QUANTITY_MAX,
  SAMPLE_SIZES_MAX,
  ZCreateSampleSchema,
  type TCreateSampleSchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, Select, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { useSampleRounds } from '../../../api/get-sample-rounds';
import { FormModal } from '../../../components/form/form-modal';
import { useT } from '../../../lib/i18n';
import { useRequestSample } from '../api/samples';

type Output = z.output<typeof ZCreateSampleSchema>;
const FIELDS = [
  'supplierId',
  'round',
  'sizes',
  'quantity',
  'neededBy',
  'techpackRevisionId',
  'note',
] as const;

export interface Option {
  value: string;
  label: string;
}

/** What the request form chooses from, read by the app from the features that own it. */
export interface SampleRequestOptions {
  /** The product's suppliers. */
  suppliers: Option[];
  /** The product's released tech pack revisions, newest first ('Revision B'). */
  revisions: Option[];
  /** The spec sheet's sizes, when it has one. */
  sizes: string[];
  isLoading: boolean;
}

interface RequestSampleModalProps {
  productId: string;
  teamId: string;
  options: SampleRequestOptions;
  opened: boolean;
  onClose: () => void;
}

/** Asks one of the product's suppliers for a sample of a round (issue 47 §3). */
export function RequestSampleModal({
  productId,
  teamId,
  options,
  opened,
  onClose,
}: RequestSampleModalProps) {
  const t = useT();
  const rounds = useSampleRounds(teamId, { enabled: opened });
  const request = useRequestSample(productId);
  const noSuppliers = !options.isLoading && options.suppliers.length === 0;
  return (
    <FormModal<TCreateSampleSchema, Output>
      opened={opened}
      onClose={onClose}
      title={t('samples.request.title')}
      size="lg"
      resolver={zodResolver(ZCreateSampleSchema)}
      defaultValues={{
        supplierId: options.suppliers[0]?.value ?? '',
        round: '',
        sizes: [],
        quantity: 1,
        neededBy: '',
        techpackRevisionId: options.revisions[0]?.value ?? null,
        note: '',
      }}
      fields={FIELDS}
      submitLabel={t('samples.request.submit')}
      onSubmit={async (values) => await request.mutateAsync(values)}
    >
      {(form) => (
        <>
          {noSuppliers && (
            <Text size="sm" c="red">
              {t('samples.request.noSuppliers')}
            </Text>
          )}
          <Controller
            control={form.control}
            name="supplierId"
            render={({ field, fieldState }) => (
              <Select
                label={t('samples.field.supplier')}
                data={options.suppliers}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldState.error?.message}
                disabled={noSuppliers}
                withAsterisk
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="round"
            render={({ field, fieldState }) => (
              <Select
                label={t('samples.field.round')}
                placeholder={t('samples.field.roundPlaceholder')}
                data={(rounds.data ?? []).map((round) => round.name)}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldState.error?.message}
                withAsterisk
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="sizes"
            render={({ field, fieldState }) => (
              <TagsInput
                label={t('samples.field.sizes')}
                description={t('samples.field.sizesHint', { max: SAMPLE_SIZES_MAX })}
                data={options.sizes}
                value={field.value}
                onChange={field.onChange}
                maxTags={SAMPLE_SIZES_MAX}
                error={
                  fieldState.error?.message ??
                  (Array.isArray(form.formState.errors.sizes)
                    ? form.formState.errors.sizes.find(Boolean)?.message
                    : undefined)
                }
                withAsterisk
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="quantity"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('samples.field.quantity')}
                min={1}
                max={SAMPLE_QUANTITY_MAX}
                allowDecimal={false}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                error={fieldState.error?.message}
                withAsterisk
              />
            )}
          />
          <TextInput
            type="date"
            label={t('samples.field.neededBy')}
            {...form.register('neededBy')}
            error={form.formState.errors.neededBy?.message}
            withAsterisk
          />
          <Controller
            control={form.control}
            name="techpackRevisionId"
            render={({ field, fieldState }) => (
              <Select
                label={t('samples.field.techpack')}
                description={
                  options.revisions.length === 0 ? t('samples.field.techpackNone') : undefined
                }
                placeholder={t('samples.field.techpackPlaceholder')}
                data={options.revisions}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                error={fieldState.error?.message}
                clearable
                disabled={options.revisions.length === 0}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Textarea
            label={t('samples.field.note')}
            autosize
            minRows={2}
            {...form.register('note')}
            error={form.formState.errors.note?.message}
          />
        </>
      )}
    </FormModal>
  );
}
