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
import { useForm } from 'react-hook-form';
import { OptionalChoiceController } from '../../../components/form/choice-controller';
import { SettingsForm } from '../../../components/form/settings-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { runMutation } from '../../../lib/run-mutation';
import { useCompanySettings } from '../api/get-company-settings';
import {
  useUpdateCompanySettings,
  type UpdateCompanySettingsInput,
} from '../api/update-company-settings';
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
  const updateCompany = useUpdateCompanySettings();
  const [formError, setFormError] = useState<string | null>(null);
  const [logoUrl, setLogoUrl] = useState<string | null>(
    company.logo?.thumbnailUrl ?? company.logo?.url ?? null,
  );
  const form = useForm<TUpdateCompanySettingsSchema, unknown, UpdateCompanySettingsInput>({
    resolver: zodResolver(ZUpdateCompanySettingsSchema),
    defaultValues: toValues(company),
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    await runMutation(() => updateCompany.mutateAsync(values), {
      onSuccess: ({ data }) => {
        form.reset(toValues(data));
        setLogoUrl(data.logo?.thumbnailUrl ?? data.logo?.url ?? null);
      },
      onError: (error) => setFormError(applyServerErrors(error, form.setError, FIELDS)),
    });
  });

  const discard = () => {
    form.reset(toValues(company));
    setLogoUrl(company.logo?.thumbnailUrl ?? company.logo?.url ?? null);
    setFormError(null);
  };

  return (
    <SettingsForm
      onSubmit={onSubmit}
      error={formError ?? errors.logo?.message ?? null}
      isDirty={isDirty}
      isSaving={updateCompany.isPending}
      onDiscard={discard}
    >
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
        <OptionalChoiceController
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
