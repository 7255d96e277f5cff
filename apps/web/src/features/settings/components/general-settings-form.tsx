import {
  CURRENCY_POSITIONS,
  DATE_FORMATS,
  DECIMAL_SEPARATORS,
  LANGUAGES,
  PAGE_SIZES,
  TIME_FORMATS,
  WEEKDAYS,
  ZGeneralSettings,
  type GeneralSettings,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { ChoiceController } from '../../../components/form/choice-controller';
import { CURRENCY_OPTIONS } from '../../../components/form/currency-options';
import { useSettingsForm } from '../../../components/form/use-settings-form';
import { SettingsForm } from '../../../components/form/settings-form';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPrice,
  formatTime,
} from '../../../lib/format';
import { useGeneralSettings } from '../../../lib/general-settings';
import { useUpdateGeneralSettings } from '../api/update-general-settings';
import { SettingsLoader } from './settings-form-state';

const FIELDS = [
  'firstDayOfWeek',
  'dateFormat',
  'timeFormat',
  'decimalSeparator',
  'currency',
  'currencyPosition',
  'language',
  'pageSize',
] as const;

/** A fixed moment to show what each choice looks like: 28 February 2027, 14:30. */
const SAMPLE = new Date(2027, 1, 28, 14, 30);
const SAMPLE_PRICE = 1234.5;

const option = (value: string, label = value) => ({ value, label });

/** /setting/general: how Atelier shows dates, times, numbers and prices to this user. */
export function GeneralSettingsForm() {
  const query = useGeneralSettings();
  return (
    <SettingsLoader query={query} label="general settings">
      {(settings) => <GeneralForm settings={settings} />}
    </SettingsLoader>
  );
}

function GeneralForm({ settings }: { settings: GeneralSettings }) {
  const { form, formProps } = useSettingsForm({
    saved: settings,
    toValues: (saved: GeneralSettings) => saved,
    resolver: zodResolver(ZGeneralSettings),
    fields: FIELDS,
    update: useUpdateGeneralSettings(),
  });
  const values = form.watch();

  const separatorExample = (separator: GeneralSettings['decimalSeparator']) =>
    formatNumber(SAMPLE_PRICE, { decimalSeparator: separator }, { minDecimals: 2 });

  return (
    <SettingsForm {...formProps}>
      <Title order={2} fz="lg">
        Dates and times
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <ChoiceController
          control={form.control}
          name="dateFormat"
          label="Date format"
          data={DATE_FORMATS.map((format) =>
            option(format, `${format} (${formatDate(SAMPLE, { dateFormat: format })})`),
          )}
        />
        <ChoiceController
          control={form.control}
          name="timeFormat"
          label="Time format"
          data={TIME_FORMATS.map((format) =>
            option(format, `${format} (${formatTime(SAMPLE, { timeFormat: format })})`),
          )}
        />
        <ChoiceController
          control={form.control}
          name="firstDayOfWeek"
          label="First day of the week"
          data={WEEKDAYS.map((day) => option(day))}
        />
      </SimpleGrid>
      <Divider />
      <Title order={2} fz="lg">
        Numbers and prices
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <ChoiceController
          control={form.control}
          name="decimalSeparator"
          label="Decimal separator"
          data={DECIMAL_SEPARATORS.map((separator) =>
            option(
              separator,
              `${separator === 'comma' ? 'Comma' : 'Dot'} (${separatorExample(separator)})`,
            ),
          )}
        />
        <ChoiceController
          control={form.control}
          name="currency"
          label="Currency"
          searchable
          data={CURRENCY_OPTIONS}
        />
        <ChoiceController
          control={form.control}
          name="currencyPosition"
          label="Currency symbol position"
          data={CURRENCY_POSITIONS.map((position) =>
            option(
              position,
              `${position} (${formatPrice(10, { ...values, currencyPosition: position })})`,
            ),
          )}
        />
      </SimpleGrid>
      <Divider />
      <Title order={2} fz="lg">
        Language and lists
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <ChoiceController
          control={form.control}
          name="language"
          label="Language"
          data={LANGUAGES.map((language) => option(language.code, language.name))}
        />
        <ChoiceController
          control={form.control}
          name="pageSize"
          label="Default page size"
          toOption={String}
          fromOption={Number}
          data={PAGE_SIZES.map((size) => option(String(size), `${size} rows`))}
        />
      </SimpleGrid>
      <Paper bg="gray.0" p="md" radius="md" aria-live="polite">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
          Preview
        </Text>
        <Text size="sm">
          {formatDateTime(SAMPLE, values)} · {formatPrice(SAMPLE_PRICE, values)}
        </Text>
      </Paper>
    </SettingsForm>
  );
}
