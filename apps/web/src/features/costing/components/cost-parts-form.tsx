import {
  COST_PARTS,
  ZSaveCostingSchema,
  type Costing,
  type CostPart,
  type TSaveCostingSchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSaveCosting } from '../api/costing';
import { useCostingT, type CostingMessageKey } from '../i18n';
import { serverText } from '../../../lib/server-texts/server-text';

const PART_LABELS: Record<CostPart, { label: CostingMessageKey; base: CostingMessageKey }> = {
  labour: { label: 'cost.labour', base: 'cost.part.base.labour' },
  overhead: { label: 'cost.overhead', base: 'cost.part.base.overhead' },
  freight: { label: 'cost.freight', base: 'cost.part.base.freight' },
  duty: { label: 'cost.duty', base: 'cost.part.base.duty' },
};

type Values = {
  labour: { mode: 'amount' | 'percent'; value: string };
  overhead: { mode: 'amount' | 'percent'; value: string };
  freight: { mode: 'amount' | 'percent'; value: string };
  duty: { mode: 'amount' | 'percent'; value: string };
  targetCost: string;
};

const valuesOf = (costing: Costing): Values => ({
  ...costing.inputs,
  targetCost: costing.inputs.targetCost ?? '',
});

/**
 * The product's labour, overhead, freight and duty — each an amount in the team's currency or a
 * percentage of what comes before it — and its target cost.
 */
export function CostPartsForm({ productId, costing }: { productId: string; costing: Costing }) {
  const t = useCostingT();
  const save = useSaveCosting(productId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TSaveCostingSchema, unknown, z.output<typeof ZSaveCostingSchema>>({
    resolver: zodResolver(ZSaveCostingSchema),
    defaultValues: valuesOf(costing) as TSaveCostingSchema,
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await save.mutateAsync(values);
      toast.success(serverText(answer));
      form.reset(valuesOf(answer.data) as TSaveCostingSchema);
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, [
        'labour.value',
        'overhead.value',
        'freight.value',
        'duty.value',
        'targetCost',
      ]);
      setFormError(rest);
    }
  });
  const currency = costing.currency ?? '';

  return (
    <form onSubmit={submit} noValidate aria-label={t('cost.parts')}>
      <Stack gap="sm">
        <FormErrorAlert message={formError} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          {COST_PARTS.map((part) => (
            <Controller
              key={part}
              control={form.control}
              name={part}
              render={({ field, fieldState }) => {
                const value = field.value as Values[CostPart];
                return (
                  <Stack gap={4}>
                    <Text size="sm" fw={500} id={`${part}-label`}>
                      {t(PART_LABELS[part].label)}
                    </Text>
                    <SegmentedControl
                      size="xs"
                      aria-labelledby={`${part}-label`}
                      value={value.mode}
                      onChange={(mode) => field.onChange({ ...value, mode })}
                      data={[
                        { value: 'amount', label: currency || t('cost.amount') },
                        { value: 'percent', label: '%' },
                      ]}
                    />
                    <TextInput
                      size="xs"
                      inputMode="decimal"
                      aria-label={t('cost.partLabel', {
                        part: t(PART_LABELS[part].label),
                        unit:
                          value.mode === 'percent'
                            ? `% ${t(PART_LABELS[part].base)}`
                            : currency || t('cost.amountLower'),
                      })}
                      description={value.mode === 'percent' ? t(PART_LABELS[part].base) : undefined}
                      value={String(value.value)}
                      error={
                        (fieldState.error as { value?: { message?: string } } | undefined)?.value
                          ?.message ?? fieldState.error?.message
                      }
                      onChange={(event) =>
                        field.onChange({
                          ...value,
                          value: event.currentTarget.value.replace(',', '.'),
                        })
                      }
                      onBlur={field.onBlur}
                    />
                  </Stack>
                );
              }}
            />
          ))}
          <Controller
            control={form.control}
            name="targetCost"
            render={({ field, fieldState }) => (
              <TextInput
                size="xs"
                label={t('cost.target')}
                description={t('cost.targetHint', { currency: currency || t('cost.teamCurrency') })}
                inputMode="decimal"
                placeholder={t('cost.none')}
                value={field.value === null || field.value === undefined ? '' : String(field.value)}
                error={fieldState.error?.message}
                onChange={(event) => {
                  const typed = event.currentTarget.value.replace(',', '.');
                  field.onChange(typed.trim() === '' ? null : typed);
                }}
                onBlur={field.onBlur}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            type="submit"
            size="xs"
            loading={save.isPending}
            disabled={!form.formState.isDirty}
          >
            {t('cost.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
