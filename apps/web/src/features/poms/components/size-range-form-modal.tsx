import {
  RANGE_SIZES_MAX,
  ZSizeRangeForm,
  type SizeRange,
  type Team,
  type TCreateSizeRangeSchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, TagsInput, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormModal } from '../../../components/form/form-modal';
import { useCreateSizeRange, useUpdateSizeRange } from '../api/save-size-range';

type Values = Omit<TCreateSizeRangeSchema, 'teamId'>;
const SIZE_SEPARATORS = /[,;\t\n]/;
type Output = z.output<typeof ZSizeRangeForm>;

interface SizeRangeFormModalProps {
  team: Team;
  opened: boolean;
  /** The range to edit; null adds one. */
  range: SizeRange | null;
  onClose: () => void;
}

/**
 * Add or edit a size range: its name, its sizes in order (typed one by one, or pasted as
 * "XS, S, M, L"), and the base size its spec sheets are graded from.
 */
export function SizeRangeFormModal({ team, opened, range, onClose }: SizeRangeFormModalProps) {
  const createRange = useCreateSizeRange();
  const updateRange = useUpdateSizeRange();

  return (
    <FormModal<Values, Output>
      opened={opened}
      onClose={onClose}
      title={range ? `Edit ${range.name}` : 'Add size range'}
      resolver={zodResolver(ZSizeRangeForm)}
      defaultValues={{
        name: range?.name ?? '',
        sizes: range?.sizes ?? [],
        baseSize: range?.baseSize ?? '',
      }}
      fields={['name', 'sizes', 'baseSize']}
      conflictField="name"
      submitLabel={range ? 'Save' : 'Add size range'}
      onSubmit={async (values) => {
        const { responseMessage } = range
          ? await updateRange.mutateAsync({ id: range._id, body: values })
          : await createRange.mutateAsync({ teamId: team._id, ...values });
        return responseMessage;
      }}
    >
      {(form) => (
        <>
          <TextInput
            label="Name"
            placeholder="e.g. XS–XL, EU 34–46"
            withAsterisk
            autoComplete="off"
            data-autofocus
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <Controller
            control={form.control}
            name="sizes"
            render={({ field, fieldState }) => (
              <TagsInput
                label="Sizes, smallest first"
                description="Press Enter or a comma after each size, or paste them from a spreadsheet."
                placeholder={field.value.length ? '' : 'XS, S, M, L, XL'}
                withAsterisk
                value={field.value}
                onChange={(tags) => {
                  // A run that arrived whole (autofill, a paste the input did not split) is split.
                  const sizes = [
                    ...new Set(
                      tags.flatMap((tag) => tag.split(SIZE_SEPARATORS)).map((size) => size.trim()),
                    ),
                  ].filter(Boolean);
                  field.onChange(sizes);
                  // A base size taken out of the sizes is no base size.
                  if (!sizes.includes(form.getValues('baseSize'))) form.setValue('baseSize', '');
                }}
                onBlur={field.onBlur}
                splitChars={[',', ';', '\t']}
                maxTags={RANGE_SIZES_MAX}
                allowDuplicates={false}
                acceptValueOnBlur
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="baseSize"
            render={({ field, fieldState }) => (
              <Select
                label="Base size"
                description="The sample size: the other sizes are graded from it."
                withAsterisk
                data={form.watch('sizes')}
                value={field.value || null}
                onChange={(size) => field.onChange(size ?? '')}
                onBlur={field.onBlur}
                placeholder="Choose one of the sizes"
                allowDeselect={false}
                error={fieldState.error?.message}
              />
            )}
          />
        </>
      )}
    </FormModal>
  );
}
