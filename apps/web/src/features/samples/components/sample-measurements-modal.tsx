import type { FitRow, SampleDetail, SampleRequest } from '@atelier/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useMeasureSample, useSample } from '../api/samples';
import { lengthText } from '../lib/status';
import { SamplePhotos } from './sample-photos';
import { serverText } from '../../../lib/server-texts/server-text';

interface SampleMeasurementsModalProps {
  sample: SampleRequest;
  opened: boolean;
  /** The supplier's people type their measurements; the team reads the results. */
  editable: boolean;
  onClose: () => void;
}

/** The supplier's measurements typed as they stand, by point: '' where none was sent. */
function typedOf(detail: SampleDetail): Record<string, string> {
  const rows = new Map((detail.fit?.rows ?? []).map((row) => [row.pomId, row]));
  return Object.fromEntries(
    detail.points.map((point) => [
      point.pomId,
      lengthText(rows.get(point.pomId)?.supplier ?? null, detail.unit),
    ]),
  );
}

function MeasureTable({
  detail,
  editable,
  onClose,
}: {
  detail: SampleDetail;
  editable: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const measure = useMeasureSample(detail.productId, detail._id);
  const [start] = useState(() => typedOf(detail));
  const [typed, setTyped] = useState(start);
  const [error, setError] = useState<string | null>(null);
  const rows = new Map<string | null, FitRow>(
    (detail.fit?.rows ?? []).map((row) => [row.pomId, row]),
  );
  const changed = detail.points.filter((point) => typed[point.pomId] !== start[point.pomId]);
  const unit = t(detail.unit === 'in' ? 'samples.unit.in' : 'samples.unit.cm');

  const save = async () => {
    setError(null);
    try {
      const answer = await measure.mutateAsync({
        unit: detail.unit,
        rows: changed.map((point) => ({
          pomId: point.pomId,
          value: typed[point.pomId]?.trim() ? typed[point.pomId]!.trim() : null,
        })),
      });
      toast.success(serverText(answer));
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  if (detail.points.length === 0) return <Text c="dimmed">{t('samples.measure.noSpec')}</Text>;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('samples.measure.intro', { size: detail.sampleSize, unit })}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('samples.measure.pom')}</Table.Th>
              <Table.Th>{t('samples.measure.spec')}</Table.Th>
              <Table.Th>{t('samples.measure.tolerance')}</Table.Th>
              <Table.Th>{t('samples.measure.supplier')}</Table.Th>
              {!editable && <Table.Th>{t('samples.measure.own')}</Table.Th>}
              <Table.Th>{t('samples.measure.deviation')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.points.map((point) => {
              const row = rows.get(point.pomId);
              return (
                <Table.Tr key={point.pomId}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {point.code}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {point.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{lengthText(point.spec, detail.unit)}</Table.Td>
                  <Table.Td>
                    −{lengthText(point.tolerance.minus, detail.unit)} / +
                    {lengthText(point.tolerance.plus, detail.unit)}
                  </Table.Td>
                  <Table.Td>
                    {editable ? (
                      <TextInput
                        size="xs"
                        w={110}
                        aria-label={t('samples.measure.inputLabel', { code: point.code })}
                        value={typed[point.pomId] ?? ''}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          setTyped((current) => ({ ...current, [point.pomId]: value }));
                        }}
                      />
                    ) : (
                      lengthText(row?.supplier ?? null, detail.unit)
                    )}
                  </Table.Td>
                  {!editable && <Table.Td>{lengthText(row?.own ?? null, detail.unit)}</Table.Td>}
                  <Table.Td>
                    {row?.deviation !== null && row?.deviation !== undefined && (
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm">
                          {row.deviation > 0 ? '+' : ''}
                          {lengthText(row.deviation, detail.unit)}
                        </Text>
                        {row.outOfTolerance && (
                          <Badge color="red" variant="light" size="sm">
                            {t('samples.measure.outOfTolerance')}
                          </Badge>
                        )}
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <SamplePhotos
        productId={detail.productId}
        sampleId={detail._id}
        photos={detail.fit?.photos ?? []}
        canSend={editable}
      />
      {editable && (
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('samples.cancel')}
          </Button>
          <Button
            onClick={() => void save()}
            loading={measure.isPending}
            disabled={changed.length === 0}
          >
            {t('samples.measure.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** A request's points at its sample size: the supplier types its measurements, the team reads them. */
export function SampleMeasurementsModal({
  sample,
  opened,
  editable,
  onClose,
}: SampleMeasurementsModalProps) {
  const t = useT();
  const detail = useSample(sample.productId, sample._id, { enabled: opened });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      centered
      title={t('samples.measure.title', { round: sample.round, product: sample.productName })}
    >
      {opened && (
        <QueryState
          query={detail}
          loading={<Skeleton height={160} role="status" aria-label={t('samples.loading')} />}
          errorTitle={t('samples.loadError')}
        >
          {(data) => <MeasureTable detail={data} editable={editable} onClose={onClose} />}
        </QueryState>
      )}
    </Modal>
  );
}
