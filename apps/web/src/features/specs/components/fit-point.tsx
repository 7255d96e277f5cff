import type { FitEntry, FitRow, MeasureUnit } from '@atelier/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { OutboxProblem } from '../../../components/outbox/outbox-problem';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type { OutboxEntry } from '../../../lib/outbox/outbox';
import { relativeTime } from '../../../lib/relative-time';
import { useNow } from '../../../lib/use-now';
import { padFieldProps, type PadFields, type PadTyping } from '../hooks/use-pad-entry';
import type { PendingPoint } from '../hooks/use-pending-fit';
import { showCentimetres } from '../lib/fit';
import { useSpecT, type SpecTranslate } from '../i18n';

/** What a session shows of one point of measure: the sheet's and the session's, in centimetres. */
export interface FitLine {
  pomId: string;
  code: string;
  name: string;
  spec: number | null;
  tolerance: { minus: number; plus: number };
  latest: FitRow | null;
}

export type FitField = 'supplier' | 'own' | 'revised' | 'comment';

/**
 * What a point's card (phone) or row (desktop) is drawn from. Each is memoised on these (issue 48):
 * a line and a pending point keep their object while they do not change, `typing` is given only
 * to the point typed in, and `pad` and `onSave` are made once, so saving a value draws one point
 * again, not a hundred.
 */
export interface FitPointProps {
  line: FitLine;
  /** This point's writes still in the outbox, if any. */
  pending: PendingPoint | undefined;
  unit: MeasureUnit;
  canEdit: boolean;
  isPhone: boolean;
  /** The pad's field being typed in, when it is one of this point's. */
  typing: PadTyping | null;
  pad: PadFields;
  /** A field was left (or committed on the pad) with this text. */
  onSave: (line: FitLine, field: FitField, text: string) => void;
}

/** Within or out of tolerance, in words. */
export function ToleranceStatus({ row }: { row: FitRow | null }) {
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

/** What the server has now of a conflicting field, as the sheet shows lengths: 'Now 40.8'. */
function theirsText(entry: OutboxEntry, unit: MeasureUnit, t: SpecTranslate) {
  const theirs = (entry.problem?.data as { theirs?: number | string | null } | null)?.theirs;
  if (theirs === undefined) return undefined;
  const value =
    theirs === null ? '—' : typeof theirs === 'number' ? showCentimetres(theirs, unit) : theirs;
  return t('fit.theirs', { value });
}

/** Under a point's name: its earlier entries, and a conflict its writer settles. */
export function PointNotes({
  line,
  pending,
  unit,
}: {
  line: FitLine;
  pending: PendingPoint | undefined;
  unit: MeasureUnit;
}) {
  const t = useSpecT();
  return (
    <>
      {line.latest && line.latest.history.length > 0 && <History row={line.latest} unit={unit} />}
      {pending?.state === 'conflict' && (
        <OutboxProblem entry={pending.entry} detail={theirsText(pending.entry, unit, t)} />
      )}
    </>
  );
}

/**
 * One field of a point: on a phone a length is a 52 px field typed on the number pad; otherwise
 * a text input that saves when it is left. It shows the person's value still waiting to be sent
 * over the server's, marked as waiting.
 */
export function PointField({
  line,
  field,
  label,
  pending,
  unit,
  canEdit,
  isPhone,
  typing,
  pad,
  onSave,
}: FitPointProps & { field: FitField; label: string }) {
  const t = useSpecT();
  const latest =
    pending && field in pending.values
      ? (pending.values[field] ?? '')
      : field === 'comment'
        ? (line.latest?.comment ?? '')
        : showCentimetres(line.latest?.[field], unit);
  const marked = pending?.shown && field in pending.values;
  // A value waiting in the outbox: dashed, blue while it waits, red when it needs them.
  const waitingStyle = marked
    ? {
        borderStyle: 'dashed',
        borderColor:
          pending.state === 'waiting'
            ? 'var(--mantine-color-blue-6)'
            : 'var(--mantine-color-red-7)',
      }
    : {};
  const waitingProps = {
    'aria-description': marked ? t('fit.waitingMark') : undefined,
    'data-waiting': marked ? pending.state : undefined,
  };
  if (isPhone && canEdit && field !== 'comment')
    return (
      <TextInput
        {...padFieldProps(pad, `${field} ${line.pomId}`, latest, typing)}
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
      onBlur={(event) => onSave(line, field, event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
    />
  );
}
