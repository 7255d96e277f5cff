import type { FitSession, MeasureUnit, SpecSheet, TRecordFitSchema } from '@atelier/domain';
import { formatCentimetres, parseMeasure } from '@atelier/domain';
import { Alert, Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { useFit } from '../api/get-fits';
import { useApplyFit } from '../api/save-fit';
import { fitRecordWrite } from '../api/fit-writes';
import { usePendingFit, type PendingField } from '../hooks/use-pending-fit';
import { discard } from '../../../lib/outbox/outbox';
import { specKeys } from '../api/keys';
import { usePadEntry } from '../hooks/use-pad-entry';
import { showCentimetres, showDeviation } from '../lib/fit';
import { FitCards } from './fit-cards';
import { FitPhotos } from './fit-photos';
import {
  PointField,
  PointNotes,
  ToleranceStatus,
  type FitField,
  type FitLine,
  type FitPointProps,
} from './fit-point';
import { NumberPad } from './number-pad';
import { useSpecT } from '../i18n';
import { serverText } from '../../../lib/server-texts/server-text';

interface FitSessionViewProps {
  productId: string;
  fitId: string;
  sheet: SpecSheet;
  onApplied: () => void;
}

type Field = FitField;
/** The lengths typed on the number pad at phone width; a comment keeps the phone's keyboard. */
type Length = Exclude<Field, 'comment'>;
type RowBody = NonNullable<TRecordFitSchema['rows']>[number];

type Line = FitLine;

/**
 * Every point of the sheet in its order, with the session's latest entry where it has one. A
 * point whose sheet row and entry are the ones it was made from keeps its line (the queries share
 * unchanged rows), so its memoised card is not drawn again.
 */
function useLines(session: FitSession | undefined, sheet: SpecSheet): Line[] {
  const made = useRef(new Map<string, { from: readonly unknown[]; line: Line }>());
  return useMemo(() => {
    if (!session) return [];
    const latest = new Map(session.rows.map((row) => [row.pomId, row]));
    const next = new Map<string, { from: readonly unknown[]; line: Line }>();
    const lines = sheet.rows.map((row) => {
      const entry = latest.get(row.pomId) ?? null;
      const from = [row, entry, session.sampleSize];
      const known = made.current.get(row.pomId);
      const line =
        known && known.from.every((part, index) => part === from[index])
          ? known.line
          : {
              pomId: row.pomId,
              code: row.code,
              name: row.name,
              spec: entry?.spec ?? row.values[session.sampleSize] ?? null,
              tolerance: entry?.tolerance ?? row.tolerance,
              latest: entry,
            };
      next.set(row.pomId, { from, line });
      return line;
    });
    made.current = next;
    return lines;
  }, [session, sheet]);
}

/**
 * What the person saw of a field when they changed it, as the API answers it (centimetres): their
 * own value still waiting to be sent, else the server's latest. Undefined when their waiting
 * value is not a length (the server refuses that write anyway).
 */
function seenOf(
  line: Line,
  field: Field,
  waiting: Partial<Record<PendingField, string | null>> | undefined,
  unit: MeasureUnit,
): number | string | null | undefined {
  if (!waiting || !(field in waiting)) {
    return field === 'comment' ? (line.latest?.comment ?? null) : (line.latest?.[field] ?? null);
  }
  const value = waiting[field] ?? null;
  if (field === 'comment' || value === null) return value;
  const um = parseMeasure(value, unit);
  return um === null ? undefined : Number(formatCentimetres(um));
}

/**
 * One fit session: a row per point of measure with the spec's value for the sample size, its
 * tolerance, the supplier's and our own measurement, the deviation and whether it is out of
 * tolerance, the revised value for the next sample and a comment, and the point's earlier entries.
 * A field saves when it is left. Below, the session's fit photos.
 */
export function FitSessionView({ productId, fitId, sheet, onApplied }: FitSessionViewProps) {
  const t = useSpecT();
  const tApp = useT();
  const fit = useFit(productId, fitId);
  const apply = useApplyFit(productId, fitId);
  const queryClient = useQueryClient();
  const { formatDate, settings } = useFormat();
  const isPhone = usePhoneLayout();
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);
  const pending = usePendingFit(productId, fitId);
  const lines = useLines(fit.data, sheet);

  /**
   * Sends the field through the outbox (issue 48 §3): on a phone with no signal it waits there
   * and is sent, once, when the network returns. It says what its writer saw of the field — the
   * server's value, or their own still waiting — so a value someone else changed meanwhile is a
   * conflict they settle, never overwritten.
   */
  const save = async (session: FitSession, line: Line, field: Field, text: string) => {
    const value = text.trim() === '' ? null : text.trim();
    const waiting = pending.points.get(line.pomId)?.values;
    const shown =
      waiting && field in waiting
        ? (waiting[field] ?? null)
        : field === 'comment'
          ? (line.latest?.comment ?? null)
          : showCentimetres(line.latest?.[field], session.unit) || null;
    if (value === shown) return;
    // Only the field that changed: the others keep their latest entry on the server.
    const row: RowBody = {
      pomId: line.pomId,
      was: { [field]: seenOf(line, field, waiting, session.unit) },
    };
    row[field] = value;
    setStatus(t('spec.saving'));
    const outcome = await fitRecordWrite.submit(
      { productId, fitId, body: { unit: session.unit, rows: [row] } },
      t('fit.outboxLabel', {
        code: line.code,
        field: t(`fit.field.${field}`),
        value: value ?? '—',
        round: session.round,
        size: session.sampleSize,
      }),
    );
    if (outcome.status === 'sent') setStatus(outcome.envelope ? serverText(outcome.envelope) : '');
    else if (outcome.status === 'queued') setStatus(t('fit.waitingToSend'));
    else if (outcome.status === 'conflict') setStatus(serverText(outcome.error));
    else {
      // Refused at once (a length that is not one): said here, and not kept.
      await discard(outcome.seq);
      setStatus('');
      toast.error(serverText(outcome.error));
    }
  };

  // The points' fields are memoised on a save made once, which calls the latest one.
  const latest = useRef({ save, session: fit.data });
  useLayoutEffect(() => {
    latest.current = { save, session: fit.data };
  });
  const onSave = useCallback((line: Line, field: Field, text: string) => {
    const { save: saveNow, session } = latest.current;
    if (session) void saveNow(session, line, field, text);
  }, []);

  // At phone width lengths are typed on the number pad, a field per `${field} ${pomId}`, Next
  // going down the points; each is saved as leaving its desktop input saves it.
  const lineOf = (pomId: string | undefined) => lines.findIndex((line) => line.pomId === pomId);
  const entry = usePadEntry({
    separator: settings.decimalSeparator === 'comma' ? ',' : '.',
    commit: (id, text) => {
      const [field, pomId] = id.split(' ') as [Length, string];
      const line = lines[lineOf(pomId)];
      if (fit.data && line) void save(fit.data, line, field, text);
    },
    nextOf: (id) => {
      const [field, pomId] = id.split(' ') as [Length, string];
      const next = sheet.rows[lineOf(pomId) + 1];
      return next ? `${field} ${next.pomId}` : null;
    },
  });

  const confirmApply = async (movedOn: boolean) => {
    setApplyError(null);
    try {
      const answer = await apply.mutateAsync(movedOn ? sheet.revision : undefined);
      toast.success(serverText(answer));
      setConfirming(false);
      onApplied();
    } catch (error) {
      setApplyError(errorMessage(error));
      // Someone else applied or saved first: what is shown follows the server.
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: specKeys.product(productId) });
    }
  };

  return (
    <QueryState
      query={fit}
      loading={<Skeleton height={160} role="status" aria-label={t('fit.loadingSession')} />}
      errorTitle={t('fit.sessionError')}
    >
      {(session) => {
        // 'Kept on this device' holds only while something of the session still waits.
        const stillWaiting = [...pending.points.values()].some(
          (p) => p.shown && p.state === 'waiting',
        );
        const shownStatus = status === t('fit.waitingToSend') && !stillWaiting ? '' : status;
        const padField = (id: string) => {
          const [field, pomId] = id.split(' ') as [Length, string];
          const line = lines.find((candidate) => candidate.pomId === pomId);
          return `${line?.code ?? ''} ${t(`fit.field.${field}`)}`;
        };
        const canEdit = session.policies.edit;
        const revised = session.rows.filter((row) => row.revised !== null);
        const movedOn = revised.some((row) => row.specRevision !== sheet.revision);
        const point = {
          unit: session.unit,
          canEdit,
          isPhone,
          pad: entry.fields,
          onSave,
        };

        return (
          <Stack
            gap="sm"
            aria-label={t('fit.sessionLabel', { round: session.round, size: session.sampleSize })}
            component="section"
          >
            <Group justify="space-between" gap="sm">
              <Text fw={600}>
                {t('fit.heading', {
                  round: session.round,
                  size: session.sampleSize,
                  arrived: session.arrivedAt ? formatDate(session.arrivedAt) : 'none',
                  revision: session.specRevision,
                })}
              </Text>
              {canEdit &&
                (session.appliedRevision === null ? (
                  <Button onClick={() => setConfirming(true)} disabled={revised.length === 0}>
                    {t('fit.applyRevised')}
                  </Button>
                ) : (
                  <Text size="sm">{t('fit.appliedAs', { revision: session.appliedRevision })}</Text>
                ))}
            </Group>
            <Text size="sm" c="dimmed" role="status">
              {shownStatus || t('fit.lengthsIn', { unit: session.unit })}
            </Text>
            {isPhone ? (
              <FitCards
                lines={lines}
                points={pending.points}
                sampleSize={session.sampleSize}
                typing={entry.typing}
                {...point}
              />
            ) : (
              <Table.ScrollContainer minWidth={980}>
                <Table fz="sm" aria-label={t('fit.measurements')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{tApp('spec.pom')}</Table.Th>
                      <Table.Th>{t('fit.specFor', { size: session.sampleSize })}</Table.Th>
                      <Table.Th>{tApp('fit.tolerance')}</Table.Th>
                      <Table.Th>{t('fit.supplier')}</Table.Th>
                      <Table.Th>{t('fit.own')}</Table.Th>
                      <Table.Th>{t('fit.deviation')}</Table.Th>
                      <Table.Th>{t('fit.status')}</Table.Th>
                      <Table.Th>{t('fit.revised')}</Table.Th>
                      <Table.Th>{t('fit.comment')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {lines.map((line) => (
                      <FitTableRow
                        key={line.pomId}
                        line={line}
                        pending={pending.points.get(line.pomId)}
                        typing={null}
                        {...point}
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {entry.typing && isPhone && canEdit && (
              <NumberPad
                {...entry.pad}
                field={padField(entry.typing.id)}
                text={entry.typing.text}
                unit={session.unit}
                separator={settings.decimalSeparator === 'comma' ? ',' : '.'}
              />
            )}
            <FitPhotos productId={productId} session={session} />
            <Modal
              opened={confirming}
              onClose={() => {
                setConfirming(false);
                setApplyError(null);
              }}
              title={t('fit.applyRevised')}
            >
              <Stack gap="sm">
                <Text size="sm">
                  {t('fit.applyText', {
                    count: revised.length,
                    size: session.sampleSize,
                    revision: sheet.revision + 1,
                  })}
                </Text>
                {movedOn && (
                  <Alert color="yellow" title={t('fit.movedOn')}>
                    {t('fit.movedOnText', { revision: sheet.revision })}
                  </Alert>
                )}
                {applyError && (
                  <Alert color="red" title={t('fit.notApplied')} role="alert">
                    {applyError}
                  </Alert>
                )}
                <Group justify="flex-end" gap="xs">
                  <Button
                    variant="default"
                    onClick={() => {
                      setConfirming(false);
                      setApplyError(null);
                    }}
                  >
                    {tApp('common.cancel')}
                  </Button>
                  <Button loading={apply.isPending} onClick={() => void confirmApply(movedOn)}>
                    {t('spec.applyAs', { revision: sheet.revision + 1 })}
                  </Button>
                </Group>
              </Stack>
            </Modal>
          </Stack>
        );
      }}
    </QueryState>
  );
}

/** One point's row of the table; drawn again only when its own props change (FitPointProps). */
const FitTableRow = memo(function FitTableRow(props: FitPointProps) {
  const { line, unit } = props;
  const t = useSpecT();
  return (
    <Table.Tr bg={line.latest?.outOfTolerance ? 'red.0' : undefined}>
      <Table.Td>
        <Text size="sm" fw={500}>
          {line.code}
        </Text>
        <Text size="xs" c="dimmed">
          {line.name}
        </Text>
        <PointNotes line={line} pending={props.pending} unit={unit} />
      </Table.Td>
      <Table.Td>{showCentimetres(line.spec, unit) || '—'}</Table.Td>
      <Table.Td>
        −{showCentimetres(line.tolerance.minus, unit)} / +
        {showCentimetres(line.tolerance.plus, unit)}
      </Table.Td>
      <Table.Td>
        <PointField {...props} field="supplier" label={t('fit.field.supplier')} />
      </Table.Td>
      <Table.Td>
        <PointField {...props} field="own" label={t('fit.field.own')} />
      </Table.Td>
      <Table.Td>{showDeviation(line.latest?.deviation ?? null, unit) || '—'}</Table.Td>
      <Table.Td>
        <ToleranceStatus row={line.latest} />
      </Table.Td>
      <Table.Td>
        <PointField {...props} field="revised" label={t('fit.field.revised')} />
      </Table.Td>
      <Table.Td>
        <PointField {...props} field="comment" label={t('fit.field.comment')} />
      </Table.Td>
    </Table.Tr>
  );
});
