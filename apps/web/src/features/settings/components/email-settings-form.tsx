import {
  DIGEST_FREQUENCIES,
  SIGNATURE_MAX,
  ZEmailSettings,
  type EmailSettings,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, Group, Select, Stack, Switch, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CharCount } from '../../../components/form/char-count';
import { SettingsForm } from '../../../components/form/settings-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { runMutation } from '../../../lib/run-mutation';
import { useEmailSettings } from '../api/get-email-settings';
import { useUpdateEmailSettings } from '../api/update-email-settings';
import { SettingsLoader } from './settings-form-state';

const FIELDS = ['digestFrequency', 'productUpdates', 'marketing', 'signature'] as const;

const DIGEST_LABELS: Record<EmailSettings['digestFrequency'], string> = {
  none: 'Never',
  daily: 'Every morning',
  weekly: 'Every Monday',
};

/** /setting/email: which e-mails reach the user, and the signature under those sent for them. */
export function EmailSettingsForm() {
  const query = useEmailSettings();
  return (
    <SettingsLoader query={query} label="email settings">
      {(settings) => <EmailForm settings={settings} />}
    </SettingsLoader>
  );
}

function EmailForm({ settings }: { settings: EmailSettings }) {
  const updateSettings = useUpdateEmailSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EmailSettings>({
    resolver: zodResolver(ZEmailSettings),
    defaultValues: settings,
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    await runMutation(() => updateSettings.mutateAsync(input), {
      onSuccess: ({ data }) => {
        form.reset(data);
      },
      onError: (error) => setFormError(applyServerErrors(error, form.setError, FIELDS)),
    });
  });

  return (
    <SettingsForm
      onSubmit={onSubmit}
      error={formError}
      isDirty={isDirty}
      isSaving={updateSettings.isPending}
      onDiscard={() => {
        form.reset(settings);
        setFormError(null);
      }}
    >
      <Controller
        control={form.control}
        name="digestFrequency"
        render={({ field, fieldState }) => (
          <Select
            label="Activity digest"
            description="A summary of what happened in your teams."
            data={DIGEST_FREQUENCIES.map((value) => ({ value, label: DIGEST_LABELS[value] }))}
            value={field.value}
            onChange={(value) => value && field.onChange(value)}
            onBlur={field.onBlur}
            allowDeselect={false}
            maw={360}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="productUpdates"
        render={({ field }) => (
          <Switch
            label="Product updates"
            description="News about Atelier’s features."
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            error={errors.productUpdates?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="marketing"
        render={({ field }) => (
          <Switch
            label="Offers and events"
            description="Occasional invitations and offers. Off unless you turn it on."
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            error={errors.marketing?.message}
          />
        )}
      />
      <Divider />
      <Stack gap={4}>
        <Textarea
          label="Email signature"
          description="Added under e-mails Atelier sends on your behalf, such as shares and invitations."
          autosize
          minRows={3}
          maxRows={8}
          maxLength={SIGNATURE_MAX}
          error={errors.signature?.message}
          {...form.register('signature')}
        />
        <Group justify="flex-end">
          <CharCount length={(form.watch('signature') ?? '').length} max={SIGNATURE_MAX} />
        </Group>
      </Stack>
    </SettingsForm>
  );
}
