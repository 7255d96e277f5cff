import {
  DIGEST_FREQUENCIES,
  SIGNATURE_MAX,
  ZEmailSettings,
  type EmailSettings,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, Group, Stack, Textarea } from '@mantine/core';
import { ChoiceController } from '../../../components/form/choice-controller';
import { CharCount } from '../../../components/form/char-count';
import { SwitchController } from '../../../components/form/switch-controller';
import { useSettingsForm } from '../../../components/form/use-settings-form';
import { SettingsForm } from '../../../components/form/settings-form';
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
  const { form, formProps } = useSettingsForm({
    saved: settings,
    toValues: (saved: EmailSettings) => saved,
    resolver: zodResolver(ZEmailSettings),
    fields: FIELDS,
    update: useUpdateEmailSettings(),
  });
  const { errors } = form.formState;

  return (
    <SettingsForm {...formProps}>
      <ChoiceController
        control={form.control}
        name="digestFrequency"
        label="Activity digest"
        description="A summary of what happened in your teams."
        data={DIGEST_FREQUENCIES.map((value) => ({ value, label: DIGEST_LABELS[value] }))}
        maw={360}
      />
      <SwitchController
        control={form.control}
        name="productUpdates"
        label="Product updates"
        description="News about Atelier’s features."
      />
      <SwitchController
        control={form.control}
        name="marketing"
        label="Offers and events"
        description="Occasional invitations and offers. Off unless you turn it on."
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
