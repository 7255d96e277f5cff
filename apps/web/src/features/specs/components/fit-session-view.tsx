import type {
  FitEntry,
  FitRow,
  FitSession,
  MeasureUnit,
  SpecSheet,
  TRecordFitSchema,
} from '@atelier/domain';
import { formatCentimetres, parseMeasure } from '@atelier/domain';
import {
  Alert,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { relativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { useFit } from '../api/get-fits';
import { useApplyFit } from '../api/save-fit';
import { fitRecordWrite } from '../api/fit-writes';
import { usePendingFit, type PendingField } from '../hooks/use-pending-fit';
import { discard, type OutboxEntry } from '../../../lib/outbox/outbox';
import { specKeys } from '../api/keys';
import { usePadEntry } from '../hooks/use-pad-entry';
import { showCentimetres, showDeviation } from '../lib/fit';
import { FitCards, type FitCardLine } from './fit-cards';
import { FitPhotos } from './fit-photos';
import { OutboxProblem } from '../../../components/outbox/outbox-problem';
import { NumberPad } from './number-pad';
import { useSpecT, type SpecTranslate } from '../i18n';
import { serverText } from '../../../lib/server-texts/server-text';

interface FitSessionViewProps {
  productId: string;
  fitId: string;
  sheet: SpecSheet;
  onApplied: () => void;
}

type Field = 'supplier' | 'own' | 'revised' | 'comment';
/** The lengths typed on the number pad at phone width; a comment keeps the phone's keyboard. */
type Length = Exclude<Field, 'comment'>;
type RowBody = NonNullable<TRecordFitSchema['rows']>[number];

type Line = FitCardLine;

/** Every point of the sheet in its order, with the session's latest entry where it has one. */
function linesOf(session: FitSession, sheet: SpecSheet): Line[] {
  const latest = new Map(session.rows.map((row) => [row.pomId, row]));
  return sheet.rows.map((row) => {
    const entry = latest.get(row.pomId) ?? null;
    return {
      pomId: row.pomId,
      code: row.code,
      name: row.name,
      spec: entry?.spec ?? row.values[session.sampleSize] ?? null,
      tolerance: entry?.tolerance ?? row.tolerance,
      latest: entry,
    };
  });
}

function ToleranceStatus({ row }: { row: FitRow | null }) {
  const t = useSpecT();
  if (!row || row.outOfTolerance === null) return <Text size="sm">—</Text>;
  return row.outOfTolerance ? (
    <Group gap={4} wrap="nowrap">
      <IconAlertTriangle size={16} aria-hidden />
      <Text size="sm" fw={700} c="red.9">
        {t('fit.outOfTolerance')}
      </Text>
    </Group>
  ) : (
    <Text size="sm">{t('fit.within')}</Text>
  );
}

/** What an earlier entry recorded, in words: 'supplier 70.6, own 71.5, “Long”'; 'cleared'. */
export function entryText(entry: FitEntry, unit: MeasureUnit, t: SpecTranslate) {
  const parts = [
    entry.supplier !== null &&
      t('fit.entry.supplier', { value: showCentimetres(entry.supplier, unit) }),
    entry.own !== null && t('fit.entry.own', { value: showCentimetres(entry.own, unit) }),
    entry.revised !== null &&
      t('fit.entry.revised', { value: showCentimetres(entry.revised, unit) }),
    entry.comment !== null && `“${entry.comment}”`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : t('fit.entry.cleared');
}

/** A point's earlier entries: what each said, who recorded it and when, newest first. */
function HistoryList({ id, row, unit }: { id: string; row: FitRow; unit: MeasureUnit }) {
  const t = useSpecT();
  const tApp = useT();
  const now = useNow();
  const { formatDate, formatDateTime } = useFormat();
  return (
    <Stack
      id={id}
      gap={2}
      component="ol"
      aria-label={t('fit.earlierEntries', { code: row.code })}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {row.history.map((entry, index) => (
        <Text key={index} size="xs" component="li">
          {entryText(entry, unit, t)} —{' '}
          <span title={formatDateTime(entry.recordedAt)}>
            {entry.recordedBy?.name ?? t('fit.someone')},{' '}
            {relativeTime(entry.recordedAt, now, formatDate, tApp)}
          </span>
        </Text>
      ))}
    </Stack>
  );
}

/**
 * A point's earlier entries behind a disclosure (corrections never overwrite what was recorded),
 * for a row that has some.
 */
function History({ row, unit }: { row: FitRow; unit: MeasureUnit }) {
  const t = useSpecT();
  const [open, setOpen] = useState(false);
  const id = `fit-history-${row.pomId ?? row.code}`;
  const count = row.history.length;
  return (
    <>
      <Button
        variant="subtle"
        size="compact-xs"
        px={0}
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('fit.historyLabel', { code: row.code, count })}
        onClick={() => setOpen(!open)}
      >
        {t('fit.history', { count })}
      </Button>
      {open && <HistoryList id={id} row={row} unit={unit} />}
    </>
  );
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

/** What the server has now of a conflicting field, as the sheet shows lengths: 'Now 40.8'. */
function useTheirsText() {
  const t = useSpecT();
  return (entry: OutboxEntry, unit: MeasureUnit) => {
    const theirs = (entry.problem?.data as { theirs?: number | string | null } | null)?.theirs;
    if (theirs === undefined) return undefined;
    const value =
      theirs === null ? '—' : typeof theirs === 'number' ? showCentimetres(theirs, unit) : theirs;
    return t('fit.theirs', { value });
  };
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
  const theirsText = useTheirsText();

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

  // At phone width lengths are typed on the number pad, a field per `${field} ${pomId}`, Next
  // going down the points; each is saved as leaving its desktop input saves it.
  const lineOf = (pomId: string | undefined) =>
    fit.data ? linesOf(fit.data, sheet).findIndex((line) => line.pomId === pomId) : -1;
  const entry = usePadEntry({
    separator: settings.decimalSeparator === 'comma' ? ',' : '.',
    commit: (id, text) => {
      const [field, pomId] = id.split(' ') as [Length, string];
      const line = fit.data && linesOf(fit.data, sheet)[lineOf(pomId)];
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
        const lines = linesOf(session, sheet);
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
        const input = (line: Line, field: Field, label: string) => {
          const waiting = pending.points.get(line.pomId);
          const latest =
            waiting && field in waiting.values
              ? (waiting.values[field] ?? '')
              : field === 'comment'
                ? (line.latest?.comment ?? '')
                : showCentimetres(line.latest?.[field], session.unit);
          const marked = waiting?.shown && field in waiting.values;
          // A value waiting in the outbox: dashed, blue while it waits, red when it needs them.
          const waitingStyle = marked
            ? {
                borderStyle: 'dashed',
                borderColor:
                  waiting.state === 'waiting'
                    ? 'var(--mantine-color-blue-6)'
                    : 'var(--mantine-color-red-7)',
              }
            : {};
          const waitingProps = {
            'aria-description': marked ? t('fit.waitingMark') : undefined,
            'data-waiting': marked ? waiting.state : undefined,
          };
          if (isPhone && canEdit && field !== 'comment')
            return (
              <TextInput
                {...entry.fieldProps(`${field} ${line.pomId}`, latest)}
                {...waitingProps}
                size="lg"
                aria-label={`${line.code} ${label}`}
                styles={{ input: { height: 52, textAlign: 'right', ...waitingStyle } }}
              />
            );
          return (
            <TextInput
              key={`${field}:${latest}`}
              size="xs"
              aria-label={`${line.code} ${label}`}
              {...waitingProps}
              styles={marked ? { input: waitingStyle } : undefined}
              defaultValue={latest}
              // On a phone's card the comment has no column heading over it.
              placeholder={isPhone && field === 'comment' && canEdit ? t('fit.comment') : undefined}
              readOnly={!canEdit}
              miw={field === 'comment' ? 160 : 72}
              onBlur={(event) => void save(session, line, field, event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.currentTarget.blur();
              }}
            />
          );
        };

        // Under a point's name: its earlier entries, and a conflict its writer settles.
        const extra = (line: Line) => {
          const waiting = pending.points.get(line.pomId);
          return (
            <>
              {line.latest && line.latest.history.length > 0 && (
                <History row={line.latest} unit={session.unit} />
              )}
              {waiting?.state === 'conflict' && (
                <OutboxProblem
                  entry={waiting.entry}
                  detail={theirsText(waiting.entry, session.unit)}
                />
              )}
            </>
          );
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
                unit={session.unit}
                sampleSize={session.sampleSize}
                input={input}
                status={(line) => <ToleranceStatus row={line.latest} />}
                extra={extra}
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
                      <Table.Tr
                        key={line.pomId}
                        bg={line.latest?.outOfTolerance ? 'red.0' : undefined}
                      >
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {line.code}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {line.name}
                          </Text>
                          {extra(line)}
                        </Table.Td>
                        <Table.Td>{showCentimetres(line.spec, session.unit) || '—'}</Table.Td>
                        <Table.Td>
                          −{showCentimetres(line.tolerance.minus, session.unit)} / +
                          {showCentimetres(line.tolerance.plus, session.unit)}
                        </Table.Td>
                        <Table.Td>{input(line, 'supplier', t('fit.field.supplier'))}</Table.Td>
                        <Table.Td>{input(line, 'own', t('fit.field.own'))}</Table.Td>
                        <Table.Td>
                          {showDeviation(line.latest?.deviation ?? null, session.unit) || '—'}
                        </Table.Td>
                        <Table.Td>
                          <ToleranceStatus row={line.latest} />
                        </Table.Td>
                        <Table.Td>{input(line, 'revised', t('fit.field.revised'))}</Table.Td>
                        <Table.Td>{input(line, 'comment', t('fit.field.comment'))}</Table.Td>
                      </Table.Tr>
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
