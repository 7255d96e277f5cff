import {
  formatCentimetres,
  POM_CATEGORIES,
  ZCreatePomSchema,
  type Pom,
  type Team,
  type TCreatePomSchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormModal } from '../../../components/form/form-modal';
import { useT } from '../../../lib/i18n';
import { useCreatePom, useUpdatePom } from '../api/save-pom';
import { usePomT } from '../i18n';

// The team comes from the page, not the form.
const ZPomForm = ZCreatePomSchema.omit({ teamId: true, diagram: true });
type Values = Omit<TCreatePomSchema, 'teamId' | 'diagram'>;
type Output = z.output<typeof ZPomForm>;

interface PomFormModalProps {
  team: Team;
  opened: boolean;
  /** The point to edit; null adds one. */
  pom: Pom | null;
  onClose: () => void;
}

/** Add or edit a point of measure: code, name, how to measure, tolerance −/+ in cm, category. */
export function PomFormModal({ team, opened, pom, onClose }: PomFormModalProps) {
  const t = usePomT();
  const tApp = useT();
  const createPom = useCreatePom();
  const updatePom = useUpdatePom();

  return (
    <FormModal<Values, Output>
      opened={opened}
      onClose={onClose}
      title={pom ? tApp('pom.editTitle', { name: pom.code }) : t('pom.add')}
      size="lg"
      resolver={zodResolver(ZPomForm)}
      defaultValues={{
        code: pom?.code ?? '',
        name: pom?.name ?? '',
        howToMeasure: pom?.howToMeasure ?? '',
        tolerance: {
          minus: pom ? String(pom.tolerance.minus) : '0.5',
          plus: pom ? String(pom.tolerance.plus) : '0.5',
        },
        category: pom?.category ?? '',
      }}
      fields={['code', 'name', 'howToMeasure', 'tolerance.minus', 'tolerance.plus', 'category']}
      conflictField="code"
      submitLabel={pom ? tApp('common.save') : t('pom.add')}
      onSubmit={async (values) => {
        // The schema turns tolerances into exact units; the API takes centimetres.
        const body = {
          ...values,
          tolerance: {
            minus: formatCentimetres(values.tolerance.minus),
            plus: formatCentimetres(values.tolerance.plus),
          },
          category: values.category ?? null,
        };
        const answer = pom
          ? await updatePom.mutateAsync({ id: pom._id, body })
          : await createPom.mutateAsync({ teamId: team._id, ...body });
        return answer;
      }}
    >
      {(form) => (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <TextInput
              label={tApp('pom.code')}
              placeholder={t('pom.codePlaceholder')}
              withAsterisk
              autoComplete="off"
              data-autofocus
              error={form.formState.errors.code?.message}
              {...form.register('code')}
            />
            <TextInput
              label={tApp('pom.name')}
              placeholder={t('pom.namePlaceholder')}
              withAsterisk
              autoComplete="off"
              style={{ gridColumn: 'span 2' }}
              error={form.formState.errors.name?.message}
              {...form.register('name')}
            />
          </SimpleGrid>
          <Textarea
            label={t('pom.howToMeasure')}
            autosize
            minRows={2}
            maxRows={6}
            error={form.formState.errors.howToMeasure?.message}
            {...form.register('howToMeasure')}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <TextInput
              label={t('pom.tolMinusCm')}
              inputMode="decimal"
              autoComplete="off"
              error={form.formState.errors.tolerance?.minus?.message}
              {...form.register('tolerance.minus')}
            />
            <TextInput
              label={t('pom.tolPlusCm')}
              inputMode="decimal"
              autoComplete="off"
              error={form.formState.errors.tolerance?.plus?.message}
              {...form.register('tolerance.plus')}
            />
            <Controller
              control={form.control}
              name="category"
              render={({ field, fieldState }) => (
                <Autocomplete
                  label={t('pom.category')}
                  placeholder={t('pom.anyGarment')}
                  data={[...POM_CATEGORIES]}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
        </>
      )}
    </FormModal>
  );
}
