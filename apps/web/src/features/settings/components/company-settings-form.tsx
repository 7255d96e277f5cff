import {
  ADDRESS_MAX,
  COMPANY_NAME_MAX,
  INDUSTRIES,
  ZUpdateCompanySettingsSchema,
  type CompanySettings,
  type TUpdateCompanySettingsSchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ChoiceController } from '../../../components/form/choice-controller';
import { SettingsForm } from '../../../components/form/settings-form';
import { useSettingsForm } from '../../../components/form/use-settings-form';
import { useCompanySettings } from '../api/get-company-settings';
import { useUpdateCompanySettings } from '../api/update-company-settings';
import { LogoField } from './logo-field';
import { SettingsLoader } from './settings-form-state';

const FIELDS = ['companyName', 'logo', 'address', 'website', 'industry'] as const;

function toValues(company: CompanySettings): TUpdateCompanySettingsSchema {
  return {
    companyName: company.companyName,
    address: company.address,
    website: company.website,
    industry: company.industry,
    // Left out unless the logo changes, so an untouched logo is never sent back.
    logo: undefined,
  };
}

function logoPreview(company: CompanySettings): string | null {
  return company.logo?.thumbnailUrl ?? company.logo?.url ?? null;
}

/** /setting/company: the studio's name, logo, address, website and industry. */
export function CompanySettingsForm() {
  const query = useCompanySettings();
  return (
    <SettingsLoader query={query} label="company settings">
      {(company) => <CompanyForm company={company} />}
    </SettingsLoader>
  );
}

function CompanyForm({ company }: { company: CompanySettings }) {
  const [logoUrl, setLogoUrl] = useState(logoPreview(company));
  const { form, formProps } = useSettingsForm({
    saved: company,
    toValues,
    resolver: zodResolver(ZUpdateCompanySettingsSchema),
    fields: FIELDS,
    update: useUpdateCompanySettings(),
    onShown: (saved) => setLogoUrl(logoPreview(saved)),
  });
  const { errors } = form.formState;

  return (
    <SettingsForm {...formProps} error={formProps.error ?? errors.logo?.message ?? null}>
      <LogoField
        name={form.watch('companyName') ?? ''}
        previewUrl={logoUrl}
        fallbackUrl={company.logo?.url ?? null}
        onUploaded={(media) => {
          form.setValue('logo', media.path, { shouldDirty: true });
          setLogoUrl(media.url);
        }}
        onRemove={() => {
          form.setValue('logo', null, { shouldDirty: true });
          setLogoUrl(null);
        }}
      />
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Company name"
          autoComplete="organization"
          placeholder="e.g. Maison Ada"
          maxLength={COMPANY_NAME_MAX}
          error={errors.companyName?.message}
          {...form.register('companyName')}
        />
        <ChoiceController
          control={form.control}
          name="industry"
          label="Industry"
          placeholder="Choose an industry"
          data={INDUSTRIES.map((industry) => ({ value: industry, label: industry }))}
          empty=""
        />
        <TextInput
          label="Website"
          type="url"
          autoComplete="url"
          placeholder="www.your-studio.com"
          error={errors.website?.message}
          {...form.register('website')}
        />
      </SimpleGrid>
      <Textarea
        label="Address"
        autoComplete="street-address"
        autosize
        minRows={3}
        maxRows={6}
        maxLength={ADDRESS_MAX}
        error={errors.address?.message}
        {...form.register('address')}
      />
    </SettingsForm>
  );
}
