import {
  CURRENCIES,
  CURRENCY_POSITIONS,
  DATE_FORMATS,
  DECIMAL_SEPARATORS,
  LANGUAGES,
  PAGE_SIZES,
  TIME_FORMATS,
  WEEKDAYS,
  ZGeneralSettings,
  type GeneralSettings,
  type GeneralSettingsAnswer,
  type LanguageCode,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
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
import { PSEUDO_LANGUAGE, useLocale, useT, type AppLanguage } from '../../../lib/i18n';
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

/** The days of the week in the person's language: 1 January 2024 was a Monday. */
function weekdayName(day: (typeof WEEKDAYS)[number], locale: string) {
  const date = new Date(2024, 0, 1 + WEEKDAYS.indexOf(day));
  return new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(date);
}

/** 'EUR · Euro (€)', the currency named in the person's language ('EUR · euro (€)'). */
function currencyOptions(locale: string, language: string) {
  if (language === 'en') return CURRENCY_OPTIONS;
  const names = new Intl.DisplayNames(locale, { type: 'currency' });
  return CURRENCIES.map(({ code, name, symbol }) =>
    option(code, `${code} · ${names.of(code) ?? name} (${symbol})`),
  );
}

/** /setting/general: how Atelier shows dates, times, numbers and prices to this user. */
export function GeneralSettingsForm() {
  const t = useT();
  const query = useGeneralSettings();
  return (
    <SettingsLoader
      query={query}
      label="general settings"
      texts={{ loading: t('generalSettings.loading'), failed: t('generalSettings.loadFailed') }}
    >
      {(settings) => <GeneralForm settings={settings} />}
    </SettingsLoader>
  );
}

function GeneralForm({ settings }: { settings: GeneralSettings }) {
  const { t, locale, language } = useLocale();
  const { form, formProps } = useSettingsForm({
    saved: settings,
    toValues: (saved: GeneralSettings) => ({
      ...saved,
      // Never chosen: the picker shows the language the app is in (the browser's), which a save keeps.
      language: isChosen(saved) ? saved.language : shownLanguage(language),
    }),
    resolver: zodResolver(ZGeneralSettings),
    fields: FIELDS,
    update: useUpdateGeneralSettings(),
  });
  const values = form.watch();
  // The browser's language may arrive after the form (its catalogue loads first): follow it.
  const unchosen = isChosen(settings) ? null : shownLanguage(language);
  useEffect(() => {
    if (unchosen && !form.getFieldState('language').isDirty) {
      form.resetField('language', { defaultValue: unchosen });
    }
  }, [unchosen, form]);

  const separatorExample = (separator: GeneralSettings['decimalSeparator']) =>
    formatNumber(SAMPLE_PRICE, { decimalSeparator: separator }, { minDecimals: 2 });
  const example = (choice: string, sample: string) =>
    t('generalSettings.example', { choice, example: sample });

  return (
    <SettingsForm {...formProps}>
      <Title order={2} fz="lg">
        {t('generalSettings.datesAndTimes')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <ChoiceController
          control={form.control}
          name="dateFormat"
          label={t('generalSettings.dateFormat')}
          data={DATE_FORMATS.map((format) =>
            option(
              format,
              example(
                t(`generalSettings.dateFormat.${format}`),
                formatDate(SAMPLE, { dateFormat: format }),
              ),
            ),
          )}
        />
        <ChoiceController
          control={form.control}
          name="timeFormat"
          label={t('generalSettings.timeFormat')}
          data={TIME_FORMATS.map((format) =>
            option(
              format,
              example(
                t(
                  format === '12 Hour'
                    ? 'generalSettings.timeFormat.12'
                    : 'generalSettings.timeFormat.24',
                ),
                formatTime(SAMPLE, { timeFormat: format }),
              ),
            ),
          )}
        />
        <ChoiceController
          control={form.control}
          name="firstDayOfWeek"
          label={t('generalSettings.firstDayOfWeek')}
          data={WEEKDAYS.map((day) => option(day, weekdayName(day, locale)))}
        />
      </SimpleGrid>
      <Divider />
      <Title order={2} fz="lg">
        {t('generalSettings.numbersAndPrices')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <ChoiceController
          control={form.control}
          name="decimalSeparator"
          label={t('generalSettings.decimalSeparator')}
          data={DECIMAL_SEPARATORS.map((separator) =>
            option(
              separator,
              example(t(`generalSettings.separator.${separator}`), separatorExample(separator)),
            ),
          )}
        />
        <ChoiceController
          control={form.control}
          name="currency"
          label={t('generalSettings.currency')}
          searchable
          data={currencyOptions(locale, language)}
        />
        <ChoiceController
          control={form.control}
          name="currencyPosition"
          label={t('generalSettings.currencyPosition')}
          data={CURRENCY_POSITIONS.map((position) =>
            option(
              position,
              example(
                t(`generalSettings.position.${position}`),
                formatPrice(10, { ...values, currencyPosition: position }),
              ),
            ),
          )}
        />
      </SimpleGrid>
      <Divider />
      <Title order={2} fz="lg">
        {t('generalSettings.languageAndLists')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <ChoiceController
          control={form.control}
          name="language"
          label={t('generalSettings.language')}
          // Each language in its own name, so a person finds theirs whatever the page is in.
          data={LANGUAGES.map((entry) => option(entry.code, entry.name))}
        />
        <ChoiceController
          control={form.control}
          name="pageSize"
          label={t('generalSettings.pageSize')}
          toOption={String}
          fromOption={Number}
          data={PAGE_SIZES.map((size) =>
            option(String(size), t('generalSettings.rows', { count: size })),
          )}
        />
      </SimpleGrid>
      <Paper bg="gray.0" p="md" radius="md" aria-live="polite">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
          {t('generalSettings.preview')}
        </Text>
        <Text size="sm">
          {formatDateTime(SAMPLE, values)} · {formatPrice(SAMPLE_PRICE, values)}
        </Text>
      </Paper>
    </SettingsForm>
  );
}

const isChosen = (settings: GeneralSettings) =>
  (settings as Partial<GeneralSettingsAnswer>).isLanguageChosen === true;

/** The pseudo-locale is English underneath. */
const shownLanguage = (language: AppLanguage): LanguageCode =>
  language === PSEUDO_LANGUAGE ? 'en' : language;
