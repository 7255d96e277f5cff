import {
  WEBHOOK_EVENTS,
  ZCreateWebhookSchema,
  type Webhook,
  type WebhookEvent,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Code, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormModal } from '../../../components/form/form-modal';
import { SwitchController } from '../../../components/form/switch-controller';
import { useCreateWebhook } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { useWebhookT } from '../i18n';
import { eventHint, eventLabel } from '../lib/events';

/** The domain's rules, with an empty secret meaning "make one for me". */
const ZWebhookForm = ZCreateWebhookSchema.extend({
  secret: z
    .string()
    .trim()
    .transform((secret) => secret || undefined)
    .pipe(ZCreateWebhookSchema.shape.secret),
  includeCosts: z.boolean(),
});
type FormValues = z.input<typeof ZWebhookForm>;
type FormOutput = z.output<typeof ZWebhookForm>;

const FIELDS = ['url', 'events', 'secret', 'includeCosts'] as const;

interface WebhookFormModalProps {
  teamId: string;
  opened: boolean;
  /** The endpoint to change; null to add one. */
  webhook: Webhook | null;
  onClose: () => void;
  /** A new endpoint's secret, to show once. */
  onCreated: (secret: string) => void;
}

/** Adds an endpoint or changes one: its URL, the events it hears, and whether costs go along. */
export function WebhookFormModal({
  teamId,
  opened,
  webhook,
  onClose,
  onCreated,
}: WebhookFormModalProps) {
  const t = useWebhookT();
  const create = useCreateWebhook(teamId);
  const update = useUpdateWebhook(teamId);
  const isEdit = webhook !== null;
  const costsNoteId = useId();
  return (
    <FormModal<FormValues, FormOutput>
      opened={opened}
      onClose={onClose}
      title={isEdit ? t('wh.editTitle') : t('wh.addTitle')}
      size="lg"
      resolver={zodResolver(ZWebhookForm)}
      defaultValues={{
        url: webhook?.url ?? '',
        events: webhook?.events ?? [],
        secret: '',
        includeCosts: webhook?.includeCosts ?? false,
      }}
      fields={FIELDS}
      submitLabel={isEdit ? t('wh.save') : t('wh.add')}
      onSubmit={async ({ secret, ...values }) => {
        if (webhook) {
          return await update.mutateAsync({ id: webhook._id, body: values });
        }
        const answer = await create.mutateAsync(secret ? { ...values, secret } : values);
        onCreated(answer.data.secret);
        return answer;
      }}
    >
      {(form) => (
        <>
          <TextInput
            label={t('wh.url')}
            description={t('wh.urlHint')}
            placeholder="https://erp.example.com/atelier/events"
            type="url"
            inputMode="url"
            autoComplete="off"
            withAsterisk
            data-autofocus
            error={form.formState.errors.url?.message}
            {...form.register('url')}
          />
          <Controller
            control={form.control}
            name="events"
            render={({ field, fieldState }) => (
              <Checkbox.Group
                label={t('wh.events')}
                description={t('wh.eventsHint')}
                value={field.value}
                onChange={(value) => field.onChange(value as WebhookEvent[])}
                error={fieldState.error?.message}
                withAsterisk
              >
                <Stack gap="sm" mt="xs">
                  {WEBHOOK_EVENTS.map((event, index) => (
                    <Checkbox
                      key={event}
                      ref={index === 0 ? field.ref : undefined}
                      value={event}
                      label={t(eventLabel(event))}
                      description={
                        <>
                          {t(eventHint(event))} <Code>{event}</Code>
                        </>
                      }
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
          {!isEdit && (
            <TextInput
              label={t('wh.secret')}
              description={t('wh.secretHint')}
              placeholder="whsec_…"
              autoComplete="off"
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              error={form.formState.errors.secret?.message}
              {...form.register('secret')}
            />
          )}
          <Stack gap={4}>
            <SwitchController
              control={form.control}
              name="includeCosts"
              label={t('wh.includeCosts')}
              aria-describedby={costsNoteId}
            />
            <Text size="xs" c="dimmed" id={costsNoteId}>
              {t('wh.includeCostsHint')}
            </Text>
          </Stack>
        </>
      )}
    </FormModal>
  );
}
