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
import { useT } from '../../../lib/i18n';
import { useCreateSizeRange, useUpdateSizeRange } from '../api/save-size-range';
import { usePomT } from '../i18n';

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
  const t = usePomT();
  const tApp = useT();
  const createRange = useCreateSizeRange();
  const updateRange = useUpdateSizeRange();

  return (
    <FormModal<Values, Output>
      opened={opened}
      onClose={onClose}
      title={range ? tApp('pom.editTitle', { name: range.name }) : t('size.add')}
      resolver={zodResolver(ZSizeRangeForm)}
      defaultValues={{
        name: range?.name ?? '',
        sizes: range?.sizes ?? [],
        baseSize: range?.baseSize ?? '',
      }}
      fields={['name', 'sizes', 'baseSize']}
      conflictField="name"
      submitLabel={range ? tApp('common.save') : t('size.add')}
      onSubmit={async (values) => {
        const answer = range
          ? await updateRange.mutateAsync({ id: range._id, body: values })
          : await createRange.mutateAsync({ teamId: team._id, ...values });
        return answer;
      }}
    >
      {(form) => (
        <>
          <TextInput
            label={tApp('pom.name')}
            placeholder={t('size.namePlaceholder')}
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
                label={t('size.sizesLabel')}
                description={t('size.sizesHint')}
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
                label={tApp('spec.baseSize')}
                description={t('size.baseHint')}
                withAsterisk
                data={form.watch('sizes')}
                value={field.value || null}
                onChange={(size) => field.onChange(size ?? '')}
                onBlur={field.onBlur}
                placeholder={t('size.basePlaceholder')}
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
