import { ZUpdateSampleSchema, type SampleRequest, type TUpdateSampleSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import type { z } from 'zod';
import { FormModal } from '../../../components/form/form-modal';
import { useT } from '../../../lib/i18n';
import { useSampleStep } from '../hooks/use-sample-step';

type Output = z.output<typeof ZUpdateSampleSchema>;
const FIELDS = ['proposedDate', 'carrier', 'tracking'] as const;

interface AnswerSampleModalProps {
  sample: SampleRequest;
  /** Acknowledging (a date may be proposed) or shipping (a carrier and a tracking number). */
  step: 'acknowledged' | 'shipped' | null;
  onClose: () => void;
}

/**
 * The supplier's answer to a request: acknowledge it, or mark it shipped. Sent through the
 * outbox, so on a factory floor with no signal it waits on the phone and is sent once.
 */
export function AnswerSampleModal({ sample, step, onClose }: AnswerSampleModalProps) {
  const t = useT();
  const takeStep = useSampleStep(sample);
  const shipping = step === 'shipped';
  return (
    <FormModal<TUpdateSampleSchema, Output>
      opened={step !== null}
      onClose={onClose}
      title={t(shipping ? 'samples.ship.title' : 'samples.acknowledge.title', {
        round: sample.round,
        product: sample.productName,
      })}
      resolver={zodResolver(ZUpdateSampleSchema)}
      defaultValues={
        shipping
          ? { status: 'shipped', carrier: sample.carrier ?? '', tracking: sample.tracking ?? '' }
          : { status: 'acknowledged', proposedDate: sample.proposedDate ?? sample.neededBy }
      }
      fields={FIELDS}
      submitLabel={t(shipping ? 'samples.action.ship' : 'samples.action.acknowledge')}
      onSubmit={takeStep}
    >
      {(form) =>
        shipping ? (
          <>
            <TextInput
              label={t('samples.field.carrier')}
              placeholder="DHL"
              {...form.register('carrier')}
              error={form.formState.errors.carrier?.message}
            />
            <TextInput
              label={t('samples.field.tracking')}
              {...form.register('tracking')}
              error={form.formState.errors.tracking?.message}
            />
          </>
        ) : (
          <TextInput
            type="date"
            label={t('samples.field.proposedDate')}
            description={t('samples.field.proposedDateHint')}
            {...form.register('proposedDate', { setValueAs: (value: string) => value || null })}
            error={form.formState.errors.proposedDate?.message}
          />
        )
      }
    </FormModal>
  );
}
