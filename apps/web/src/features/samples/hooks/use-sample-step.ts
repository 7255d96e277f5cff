import type { SampleRequest, SampleStatus, TUpdateSampleSchema } from '@atelier/domain';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { discard } from '../../../lib/outbox/outbox';
import { sampleUpdateWrite } from '../api/sample-writes';
import { STATUS_LABEL } from '../lib/status';
import { usePendingSample } from './use-pending-sample';
import type { ServerWords } from '../../../lib/server-texts/server-text';

/** A step as the card and the outbox write it: 'Shipped, DHL 1234', 'Acknowledged, Proposed: …'. */
export interface StepOf {
  status: SampleStatus;
  carrier?: string | null;
  tracking?: string | null;
  proposedDate?: string | null;
}

export function useStepText() {
  const t = useT();
  const { formatDate } = useFormat();
  return (step: StepOf) => {
    const status = t(STATUS_LABEL[step.status]);
    const details =
      step.status === 'shipped'
        ? [step.carrier, step.tracking].filter(Boolean).join(' ')
        : step.status === 'acknowledged' && step.proposedDate
          ? t('samples.proposed', { date: formatDate(step.proposedDate) })
          : '';
    return details ? t('samples.statusWith', { status, details }) : status;
  };
}

/**
 * Takes a step of a request through the outbox (issue 48 §3), online or not: it says the status
 * its writer saw (the request's, or their own step still waiting), so a request someone else
 * moved meanwhile is a conflict they settle. Resolves with the text to show: the server's, or
 * that it is kept for later; null when it waits for the person (the card shows the conflict). A
 * refusal is thrown, and not kept: said where the step was taken.
 */
export function useSampleStep(sample: SampleRequest) {
  const t = useT();
  const stepText = useStepText();
  const pending = usePendingSample(sample._id);
  return async (body: TUpdateSampleSchema): Promise<ServerWords | null> => {
    const outcome = await sampleUpdateWrite.submit(
      {
        productId: sample.productId,
        sampleId: sample._id,
        body: { ...body, was: pending.status ?? sample.status },
      },
      t('samples.outboxLabel', {
        round: sample.round,
        product: sample.productName,
        status: stepText(body),
      }),
    );
    if (outcome.status === 'sent') return outcome.envelope ?? null;
    if (outcome.status === 'queued') return t('samples.waitingToSend');
    if (outcome.status === 'conflict') return null;
    await discard(outcome.seq);
    throw outcome.error;
  };
}
