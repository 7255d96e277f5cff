import type { SampleRequest } from '@atelier/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCloudUp } from '@tabler/icons-react';
import { useState } from 'react';
import { OutboxProblem } from '../../../components/outbox/outbox-problem';
import { errorMessage } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useWithdrawSample } from '../api/samples';
import type { SampleTheirs } from '../api/sample-writes';
import { usePendingSample } from '../hooks/use-pending-sample';
import { useSampleStep, useStepText } from '../hooks/use-sample-step';
import { STATUS_COLOR, STATUS_LABEL } from '../lib/status';
import { AnswerSampleModal } from './answer-sample-modal';
import { SampleMeasurementsModal } from './sample-measurements-modal';
import { serverText } from '../../../lib/server-texts/server-text';

/** A request's status, and 'Late' beside it once its day has passed. */
export function SampleStatusBadges({ sample }: { sample: SampleRequest }) {
  const t = useT();
  return (
    <Group gap={6}>
      <Badge color={STATUS_COLOR[sample.status]} variant="light">
        {t(STATUS_LABEL[sample.status])}
      </Badge>
      {sample.late && (
        <Badge color="red" variant="filled">
          {t('samples.late')}
        </Badge>
      )}
    </Group>
  );
}

interface SampleCardProps {
  sample: SampleRequest;
  /** The reader works for the supplier: they answer; the team receives. */
  forSupplier: boolean;
}

/** One request on the product's page: what was asked, where it stands, and the next step. */
export function SampleCard({ sample, forSupplier }: SampleCardProps) {
  const t = useT();
  const { formatDate } = useFormat();
  const takeStep = useSampleStep(sample);
  const stepText = useStepText();
  const pending = usePendingSample(sample._id);
  const [receiving, setReceiving] = useState(false);
  const [step, setStep] = useState<'acknowledged' | 'shipped' | null>(null);
  const [measuring, setMeasuring] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const withdraw = useWithdrawSample(sample.productId, sample._id);
  // The next steps follow the person's own step still waiting to be sent, if any.
  const status = pending.status ?? sample.status;
  const open = status !== 'received';
  const answering = forSupplier && sample.policies.answer && open;
  const shown = pending.shown;
  const theirs = (shown?.problem?.data as { theirs?: SampleTheirs } | null | undefined)?.theirs;

  const markReceived = async () => {
    setReceiving(true);
    try {
      const said = await takeStep({ status: 'received' });
      if (said) toast.success(serverText(said));
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setReceiving(false);
    }
  };

  const confirmWithdraw = async () => {
    try {
      toast.success(serverText(await withdraw.mutateAsync()));
      setWithdrawing(false);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };

  return (
    <Paper
      withBorder
      p="md"
      component="article"
      aria-label={`${sample.round} · ${sample.supplier.name}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>
              {sample.round}
              {!forSupplier && ` · ${sample.supplier.name}`}
            </Text>
            <Text size="sm">
              {t('samples.summary', { sizes: sample.sizes.join(', '), quantity: sample.quantity })}
            </Text>
          </Stack>
          <SampleStatusBadges sample={sample} />
        </Group>
        <Text size="sm" c={sample.late ? 'red' : 'dimmed'}>
          {t('samples.neededBy', { date: formatDate(sample.neededBy) })}
          {sample.proposedDate &&
            ` · ${t('samples.proposed', { date: formatDate(sample.proposedDate) })}`}
        </Text>
        {sample.techpack && (
          <Text size="sm">{t('samples.techpack', { revision: sample.techpack.revision })}</Text>
        )}
        {sample.status === 'shipped' && (sample.carrier || sample.tracking) && (
          <Text size="sm">
            {t('samples.shippedWith', {
              carrier: sample.carrier ?? '—',
              tracking: sample.tracking ?? '—',
            })}
          </Text>
        )}
        {shown?.state === 'waiting' && (
          <Group gap="xs" wrap="nowrap" data-waiting="waiting">
            <IconCloudUp size={16} aria-hidden style={{ flex: 'none' }} />
            <Badge
              variant="outline"
              color="blue"
              style={{ borderStyle: 'dashed', textTransform: 'none' }}
            >
              {stepText(shown.body.body)}
            </Badge>
            <Text size="xs" c="blue.8">
              {t('outbox.waiting')}
            </Text>
          </Group>
        )}
        {shown && shown.state !== 'waiting' && (
          <OutboxProblem
            entry={shown}
            detail={theirs ? t('samples.theirs', { status: stepText(theirs) }) : undefined}
          />
        )}
        {sample.note && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {sample.note}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          {answering && (status === 'requested' || status === 'acknowledged') && (
            <Button size="xs" variant="light" onClick={() => setStep('acknowledged')}>
              {t('samples.action.acknowledge')}
            </Button>
          )}
          {answering && (
            <Button size="xs" variant="light" onClick={() => setStep('shipped')}>
              {t('samples.action.ship')}
            </Button>
          )}
          {forSupplier && sample.policies.answer && (
            <Button size="xs" variant="default" onClick={() => setMeasuring(true)}>
              {t('samples.action.measure')}
            </Button>
          )}
          {!forSupplier && sample.fitId && (
            <Button size="xs" variant="default" onClick={() => setMeasuring(true)}>
              {t('samples.action.results')}
            </Button>
          )}
          {sample.policies.receive && open && (
            <Button size="xs" onClick={() => void markReceived()} loading={receiving}>
              {t('samples.action.receive')}
            </Button>
          )}
          {!forSupplier && sample.policies.receive && open && (
            <Button size="xs" variant="subtle" color="red" onClick={() => setWithdrawing(true)}>
              {t('samples.action.withdraw')}
            </Button>
          )}
        </Group>
      </Stack>
      <AnswerSampleModal sample={sample} step={step} onClose={() => setStep(null)} />
      <ConfirmModal
        opened={withdrawing}
        onClose={() => setWithdrawing(false)}
        title={t('samples.withdraw.title')}
        confirmLabel={t('samples.withdraw.confirm')}
        danger
        loading={withdraw.isPending}
        onConfirm={() => void confirmWithdraw()}
      >
        {t('samples.withdraw.body', {
          round: sample.round,
          product: sample.productName,
          supplier: sample.supplier.name,
        })}
      </ConfirmModal>
      <SampleMeasurementsModal
        sample={sample}
        opened={measuring}
        editable={forSupplier}
        onClose={() => setMeasuring(false)}
      />
    </Paper>
  );
}
