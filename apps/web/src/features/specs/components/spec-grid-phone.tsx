import {
  Badge,
  ActionIcon,
  Group,
  InputBase,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFormat } from '../../../lib/format';
import { usePadEntry } from '../hooks/use-pad-entry';
import {
  cellKey,
  cellText,
  showLength,
  sizeColumn,
  viewRow,
  type Column,
  type Draft,
  type DraftRow,
} from '../lib/draft';
import { padText } from '../lib/pad-text';
import { useSpecT } from '../i18n';
import { NumberPad } from './number-pad';
import type { CellProblem, OtherEditor } from './spec-grid';

interface SpecGridPhoneProps {
  draft: Draft;
  /** Null: read only. The desktop grid's own, so a value saves, conflicts and is refused alike. */
  editing: {
    problems: Record<string, CellProblem>;
    onCommit: (rowIndex: number, column: Column, text: string) => void;
  } | null;
  /** Cells others are editing now (presence): their card is outlined with their initials. */
  others?: readonly OtherEditor[] | undefined;
  /** The cell the pad is open on, or null once it closes (presence). */
  onCellFocus?: ((cell: { pomId: string; size: string } | null) => void) | undefined;
}

/** A value field's height: above the 44 px a finger needs. */
const FIELD_HEIGHT = 52;
/** The least a size to tap measures either way. */
const TARGET = 48;

/**
 * The spec sheet on a phone: one size at a time (chosen with a segmented control, or stepped with
 * previous and next), a card per point of measure with its code, name and tolerance, and that
 * size's value as a large field typed on the number pad, Next going down the points. A value
 * goes through the desktop grid's `onCommit` (the draft's `setCell`), so grading, the pause
 * before saving, a teammate's newer revision and a refused length behave the same; tolerances and
 * grade rules are read here and changed on a wider screen.
 */
export function SpecGridPhone({ draft, editing, others, onCellFocus }: SpecGridPhoneProps) {
  const t = useSpecT();
  const { settings } = useFormat();
  const separator = settings.decimalSeparator === 'comma' ? ',' : '.';
  const sizeLabelId = useId();
  const [chosen, setChosen] = useState(draft.baseSize ?? draft.sizes[0] ?? '');
  const size = draft.sizes.includes(chosen) ? chosen : (draft.baseSize ?? draft.sizes[0] ?? '');
  const sizeIndex = draft.sizes.indexOf(size);
  const views = useMemo(() => draft.rows.map((row) => viewRow(draft, row)), [draft]);
  const unit = draft.unit;
  const sizeName = (of: string) =>
    of === draft.baseSize ? t('spec.col.baseSize', { size: of }) : of;

  const entry = usePadEntry({
    separator,
    commit: (pomId, text) => {
      const rowIndex = draft.rows.findIndex((row) => row.pomId === pomId);
      if (rowIndex >= 0) editing?.onCommit(rowIndex, sizeColumn(size), text);
    },
    nextOf: (pomId) => {
      const index = draft.rows.findIndex((row) => row.pomId === pomId);
      return draft.rows[index + 1]?.pomId ?? null;
    },
  });

  const choose = (next: string | undefined) => {
    if (next === undefined) return;
    // What was typed belongs to the size it was typed for.
    entry.pad.onDone();
    setChosen(next);
  };

  const typingRow = draft.rows.find((row) => row.pomId === entry.typing?.id);
  // Others see the cell the pad types in, as the desktop grid's focused cell.
  const typingId = entry.typing?.id ?? null;
  const latestFocus = useRef(onCellFocus);
  useEffect(() => {
    latestFocus.current = onCellFocus;
  });
  useEffect(() => {
    latestFocus.current?.(typingId ? { pomId: typingId, size } : null);
  }, [typingId, size]);
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500} id={sizeLabelId}>
          {t('phone.size')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size={TARGET}
            aria-label={t('phone.previousSize')}
            disabled={sizeIndex <= 0}
            onClick={() => choose(draft.sizes[sizeIndex - 1])}
          >
            <IconChevronLeft size={22} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size={TARGET}
            aria-label={t('phone.nextSize')}
            disabled={sizeIndex >= draft.sizes.length - 1}
            onClick={() => choose(draft.sizes[sizeIndex + 1])}
          >
            <IconChevronRight size={22} />
          </ActionIcon>
        </Group>
      </Group>
      {/* Many sizes scroll sideways rather than shrink below a thumb's width. */}
      <ScrollArea type="auto" scrollbars="x" offsetScrollbars="x">
        <SegmentedControl
          aria-labelledby={sizeLabelId}
          fullWidth
          miw={draft.sizes.length * TARGET}
          value={size}
          onChange={choose}
          styles={{ label: { minHeight: TARGET, display: 'grid', placeItems: 'center' } }}
          data={draft.sizes.map((value) => ({
            value,
            label:
              value === draft.baseSize ? (
                <Stack gap={0} align="center">
                  <Text fw={700}>{value}</Text>
                  <Text size="xs" lh={1}>
                    {t('spec.base')}
                  </Text>
                </Stack>
              ) : (
                <Text fw={700}>{value}</Text>
              ),
          }))}
        />
      </ScrollArea>
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('phone.listLabel', { size: sizeName(size), unit })}
      >
        {draft.rows.map((row, index) => (
          <PhoneRow
            key={row.pomId}
            row={row}
            draft={draft}
            view={views[index]!}
            size={size}
            label={`${row.code} ${sizeName(size)}`}
            problem={editing?.problems[cellKey(row.pomId, sizeColumn(size))]}
            field={editing ? entry.fieldProps : null}
            separator={separator}
            other={others?.find((one) => one.pomId === row.pomId && one.size === size)}
          />
        ))}
      </Stack>
      {editing && entry.typing && typingRow && (
        <NumberPad
          {...entry.pad}
          field={`${typingRow.code} ${typingRow.name} · ${sizeName(size)}`}
          text={entry.typing.text}
          unit={unit}
          separator={separator}
        />
      )}
    </Stack>
  );
}

interface PhoneRowProps {
  row: DraftRow;
  draft: Draft;
  view: ReturnType<typeof viewRow>;
  size: string;
  label: string;
  problem: CellProblem | undefined;
  field: ReturnType<typeof usePadEntry>['fieldProps'] | null;
  separator: '.' | ',';
  other: OtherEditor | undefined;
}

/** One point of measure at the chosen size: what it is, its tolerance, and its value. */
function PhoneRow({
  row,
  draft,
  view,
  size,
  label,
  problem,
  field,
  separator,
  other,
}: PhoneRowProps) {
  const t = useSpecT();
  const shown = cellText(draft, row, view, sizeColumn(size));
  const isGiven =
    row.overrides[size] !== undefined || (size === draft.baseSize && row.base !== null);
  const isMissing = view.missing.includes(size);
  const errorId = `phone-${row.pomId}-error`;
  const tolerance = t('phone.tolerance', {
    minus: padText(showLength(row.tolerance.minus, draft.unit), separator),
    plus: padText(showLength(row.tolerance.plus, draft.unit), separator),
    unit: draft.unit,
  });
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      px="sm"
      py="xs"
      data-other={other ? true : undefined}
      style={other ? { outline: `2px solid var(--mantine-color-${other.color}-9)` } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={700}>{row.code}</Text>
            {other && (
              <>
                <Badge size="sm" color={`${other.color}.9`} aria-hidden>
                  {other.initials}
                </Badge>
                <VisuallyHidden>{other.label}</VisuallyHidden>
              </>
            )}
          </Group>
          <Text size="sm" lineClamp={2}>
            {row.name}
          </Text>
          <Text size="xs" c="dimmed">
            {tolerance}
          </Text>
        </Stack>
        {field ? (
          <InputBase
            {...field(row.pomId, problem ? problem.text : shown)}
            aria-label={label}
            // The reason reads under the whole card, not squeezed under the field: named here.
            withAria={false}
            aria-invalid={problem !== undefined || undefined}
            aria-describedby={problem ? errorId : undefined}
            error={problem !== undefined}
            placeholder={isMissing ? '—' : undefined}
            w={132}
            size="lg"
            styles={{
              input: {
                height: FIELD_HEIGHT,
                textAlign: 'right',
                fontWeight: isGiven ? 700 : 400,
                fontVariantNumeric: 'tabular-nums',
              },
            }}
          />
        ) : (
          <Text size="xl" fw={isGiven ? 700 : 400}>
            <VisuallyHidden>{label}: </VisuallyHidden>
            {shown ? padText(shown, separator) : '—'}
          </Text>
        )}
      </Group>
      {problem && (
        <Text id={errorId} size="sm" c="error.7" mt={4}>
          {problem.error}
        </Text>
      )}
      {view.warnings.map((warning) => (
        <Text key={warning} size="xs" mt={4}>
          <IconAlertTriangle size={12} aria-hidden /> {warning}
        </Text>
      ))}
    </Paper>
  );
}
