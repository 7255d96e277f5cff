import {
  CURRENCIES,
  RATES_MAX,
  ZSaveTeamCostingSchema,
  type Team,
  type TeamCosting,
  type TSaveTeamCostingSchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { QueryState } from '../../../components/ui/query-state';
import { applyServerErrors } from '../../../lib/form-errors';

import { usePolicy } from '../../../lib/policy';
import { toast } from '../../../lib/toast';
import { useSaveTeamCosting, useTeamCosting } from '../api/costing';
import { useCostingT } from '../i18n';
import { serverText } from '../../../lib/server-texts/server-text';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({
  value: currency.code,
  label: `${currency.code} · ${currency.name}`,
}));
const today = () => new Date().toISOString().slice(0, 10);

const valuesOf = (costing: TeamCosting): TSaveTeamCostingSchema => ({
  currency: costing.currency ?? ('' as TSaveTeamCostingSchema['currency']),
  rates: costing.rates,
});

function TeamCostingForm({ team, costing }: { team: Team; costing: TeamCosting }) {
  const t = useCostingT();
  const save = useSaveTeamCosting(team._id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TSaveTeamCostingSchema, unknown, z.output<typeof ZSaveTeamCostingSchema>>({
    resolver: zodResolver(ZSaveTeamCostingSchema),
    defaultValues: valuesOf(costing),
  });
  const rates = useFieldArray({ control: form.control, name: 'rates' });
  const currency = form.watch('currency');
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await save.mutateAsync(values);
      toast.success(serverText(answer));
      form.reset(valuesOf(answer.data));
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, [
          'currency',
          ...rates.fields.flatMap(
            (_, index) =>
              [`rates.${index}.currency`, `rates.${index}.rate`, `rates.${index}.ratedOn`] as const,
          ),
        ]),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('cost.rates.form')}>
      <Stack gap="sm">
        <FormErrorAlert message={formError} />
        <Controller
          control={form.control}
          name="currency"
          render={({ field, fieldState }) => (
            <Select
              label={t('cost.rates.currency')}
              description={t('cost.rates.currencyHint')}
              data={CURRENCY_OPTIONS}
              searchable
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={fieldState.error?.message}
              maw={320}
            />
          )}
        />
        <Text size="sm" fw={500}>
          {t('cost.rates.title')}
        </Text>
        {rates.fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('cost.rates.none')}
          </Text>
        )}
        {rates.fields.map((rate, index) => (
          <Group key={rate.id} gap="xs" align="flex-start" wrap="wrap">
            <Controller
              control={form.control}
              name={`rates.${index}.currency`}
              render={({ field, fieldState }) => (
                <Select
                  aria-label={t('cost.rates.currencyOf', { n: index + 1 })}
                  data={CURRENCY_OPTIONS.map((option) => ({ ...option, label: option.value }))}
                  searchable
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={fieldState.error?.message}
                  w={110}
                />
              )}
            />
            <Text size="sm" pt={8}>
              1 {form.watch(`rates.${index}.currency`) || '…'} =
            </Text>
            <Controller
              control={form.control}
              name={`rates.${index}.rate`}
              render={({ field, fieldState }) => (
                <TextInput
                  aria-label={t('cost.rates.rateIn', {
                    n: index + 1,
                    currency: currency || t('cost.rates.theCurrency'),
                  })}
                  inputMode="decimal"
                  value={String(field.value ?? '')}
                  onChange={(event) => field.onChange(event.currentTarget.value.replace(',', '.'))}
                  error={fieldState.error?.message}
                  rightSection={
                    <Text size="xs" c="dimmed">
                      {currency}
                    </Text>
                  }
                  w={150}
                />
              )}
            />
            <Text size="sm" pt={8}>
              {t('cost.rates.on')}
            </Text>
            <Controller
              control={form.control}
              name={`rates.${index}.ratedOn`}
              render={({ field, fieldState }) => (
                <TextInput
                  type="date"
                  aria-label={t('cost.rates.dayOf', { n: index + 1 })}
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  error={fieldState.error?.message}
                  w={160}
                />
              )}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={t('cost.rates.remove', { n: index + 1 })}
              onClick={() => rates.remove(index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={rates.fields.length >= RATES_MAX}
            onClick={() =>
              rates.append({
                currency: '' as TSaveTeamCostingSchema['currency'],
                rate: '',
                ratedOn: today(),
              })
            }
          >
            {t('cost.rates.add')}
          </Button>
          <Button
            type="submit"
            size="sm"
            loading={save.isPending}
            disabled={!form.formState.isDirty}
          >
            {t('cost.rates.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The selected team's costing currency and rates (issue 46 §3), for those who may see costs:
 * what one unit of each currency is worth in the team's, and the day that rate is for.
 */
export function TeamCostingCard({ team }: { team: Team }) {
  const t = useCostingT();
  const { manageCosting } = usePolicy(team);
  const costing = useTeamCosting(team._id, { enabled: manageCosting });
  const titleId = useId();
  if (!manageCosting) return null;
  return (
    <Paper
      withBorder
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby={titleId}
      mt="lg"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id={titleId}>
            {t('cost.rates.form')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('cost.rates.intro', { team: team.name })}
          </Text>
        </div>
        <QueryState
          query={costing}
          loading={<Skeleton height={120} role="status" aria-label={t('cost.rates.loading')} />}
          errorTitle={t('cost.rates.loadError')}
        >
          {(data) => <TeamCostingForm key={data.updatedAt ?? 'new'} team={team} costing={data} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}
