import {
  SIZES_MAX,
  STYLE_NUMBER_MAX,
  TEXT_MAX,
  writeDateWindow,
  ZUpdateBuyerFieldsSchema,
  type BuyerFields,
  type Product,
  type TUpdateBuyerFieldsSchema,
} from '@atelier/domain';
import { DateField } from '../../../components/form/date-field';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { ChoiceController } from '../../../components/form/choice-controller';
import { CURRENCY_OPTIONS } from '../../../components/form/currency-options';
import { DecimalController } from '../../../components/form/decimal-controller';
import { FormModal } from '../../../components/form/form-modal';
import { QueryError } from '../../../components/ui/query-error';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useBuyerFields, useSaveBuyerFields } from '../api/buyer-fields';
import { useProductT } from '../i18n';

type Values = TUpdateBuyerFieldsSchema;
type Output = z.output<typeof ZUpdateBuyerFieldsSchema>;

const FIELDS = [
  'styleNumber',
  'sizes',
  'composition',
  'wholesalePrice',
  'retailPrice',
  'currency',
  'deliveryFrom',
  'deliveryTo',
] as const;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

/**
 * What buyers read of the product — style number, sizes, composition, prices, delivery — shown
 * on its page and edited in a dialog by whoever may edit the product.
 */
export function BuyerFieldsCard({ product }: { product: Product }) {
  const t = useProductT();
  const tApp = useT();
  const fields = useBuyerFields(product._id);
  const save = useSaveBuyerFields(product._id);
  const [editing, setEditing] = useState(false);
  const { settings, formatPrice } = useFormat();
  const price = (data: BuyerFields, amount: number | null) =>
    amount === null ? '' : formatPrice(amount, { currency: data.currency ?? settings.currency });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="buyer-fields">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="buyer-fields">
            {t('buyer.title')}
          </Title>
          {product.policies.edit && fields.isSuccess && (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => setEditing(true)}
            >
              {t('buyer.edit')}
            </Button>
          )}
        </Group>
        {fields.isError ? (
          <QueryError query={fields} title={t('buyer.loadError')} />
        ) : fields.isPending ? (
          <Skeleton height={80} role="status" aria-label={t('buyer.loading')} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            <Fact label={t('buyer.styleNumber')} value={fields.data.styleNumber} />
            <Fact label={tApp('size.sizes')} value={fields.data.sizes.join(', ')} />
            <Fact label={t('buyer.composition')} value={fields.data.composition} />
            <Fact
              label={t('buyer.wholesale')}
              value={price(fields.data, fields.data.wholesalePrice)}
            />
            <Fact label={t('buyer.retail')} value={price(fields.data, fields.data.retailPrice)} />
            <Fact
              label={t('buyer.delivery')}
              value={writeDateWindow(
                fields.data.deliveryFrom,
                fields.data.deliveryTo,
                settings.dateFormat,
              )}
            />
          </SimpleGrid>
        )}
      </Stack>
      {fields.data && (
        <FormModal<Values, Output>
          opened={editing}
          onClose={() => setEditing(false)}
          size="lg"
          title={t('buyer.dialog')}
          resolver={zodResolver(ZUpdateBuyerFieldsSchema)}
          defaultValues={{
            styleNumber: fields.data.styleNumber,
            sizes: fields.data.sizes,
            composition: fields.data.composition,
            wholesalePrice: fields.data.wholesalePrice,
            retailPrice: fields.data.retailPrice,
            currency: fields.data.currency ?? (settings.currency as Values['currency']),
            deliveryFrom: fields.data.deliveryFrom,
            deliveryTo: fields.data.deliveryTo,
          }}
          fields={FIELDS}
          submitLabel="Save"
          onSubmit={async (values) => {
            const priced = values.wholesalePrice != null || values.retailPrice != null;
            const answer = await save.mutateAsync({
              ...values,
              // A price needs a currency; no price needs none.
              currency: priced ? values.currency : null,
            });
            return answer;
          }}
        >
          {(form) => {
            const { errors } = form.formState;
            return (
              <>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                  <TextInput
                    label={t('buyer.styleNumber')}
                    placeholder={t('buyer.stylePlaceholder')}
                    maxLength={STYLE_NUMBER_MAX}
                    autoComplete="off"
                    error={errors.styleNumber?.message}
                    {...form.register('styleNumber')}
                  />
                  <TextInput
                    label={t('buyer.composition')}
                    placeholder={t('buyer.compositionPlaceholder')}
                    maxLength={TEXT_MAX}
                    autoComplete="off"
                    error={errors.composition?.message}
                    {...form.register('composition')}
                  />
                </SimpleGrid>
                <Controller
                  control={form.control}
                  name="sizes"
                  render={({ field, fieldState }) => (
                    <TagsInput
                      label={tApp('size.sizes')}
                      description={t('buyer.sizesHint')}
                      placeholder={t('buyer.sizesPlaceholder')}
                      maxTags={SIZES_MAX}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
                  {(['wholesalePrice', 'retailPrice'] as const).map((name) => (
                    <DecimalController
                      key={name}
                      control={form.control}
                      name={name}
                      label={name === 'wholesalePrice' ? t('buyer.wholesale') : t('buyer.retail')}
                      placeholder={t('buyer.pricePlaceholder')}
                      decimalScale={2}
                      fixedDecimalScale
                    />
                  ))}
                  <ChoiceController
                    control={form.control}
                    name="currency"
                    label={tApp('bom.currency')}
                    data={CURRENCY_OPTIONS}
                    searchable
                    empty={null}
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                  {(['deliveryFrom', 'deliveryTo'] as const).map((name) => (
                    <Controller
                      key={name}
                      control={form.control}
                      name={name}
                      render={({ field, fieldState }) => (
                        <DateField
                          label={
                            name === 'deliveryFrom'
                              ? t('buyer.deliveryFrom')
                              : t('buyer.deliveryTo')
                          }
                          placeholder={t('buyer.pickDate')}
                          value={field.value ?? null}
                          onChange={field.onChange}
                          clearable
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                  ))}
                </SimpleGrid>
              </>
            );
          }}
        </FormModal>
      )}
    </Card>
  );
}
