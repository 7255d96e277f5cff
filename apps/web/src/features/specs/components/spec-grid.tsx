import { ActionIcon, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import {
  cellKey,
  cellText,
  columnsOf,
  viewRow,
  type Column,
  type Draft,
  type DraftRow,
} from '../lib/draft';
import classes from './spec-grid.module.css';

export interface CellProblem {
  text: string;
  error: string;
}

interface SpecGridProps {
  draft: Draft;
  /** Null: read only. */
  editing: {
    /** Cells whose text could not be read, by `cellKey`: they keep what was typed. */
    problems: Record<string, CellProblem>;
    onCommit: (rowIndex: number, column: Column, text: string) => void;
    onPaste: (rowIndex: number, column: Column, text: string) => void;
    onUndo: () => void;
    onRemoveRow: (row: DraftRow) => void;
  } | null;
}

const UNIT_LABEL = { cm: 'cm', in: 'in' } as const;

function columnName(column: Column, baseSize: string | null) {
  if (column === 'minus') return 'tolerance minus';
  if (column === 'plus') return 'tolerance plus';
  if (column === 'grade') return 'grade';
  const size = column.slice('size:'.length);
  return size === baseSize ? `${size} (base size)` : size;
}

/**
 * Points of measure × sizes, as a spreadsheet: arrows and Enter move between cells (left and
 * right once the caret is at the end of what is typed), Tab runs along the row and on to the
 * next, a block pasted from a spreadsheet fills the cells from the focused one, Ctrl+Z undoes.
 * Bold values are given by hand; the others are graded from the base size.
 */
export function SpecGrid({ draft, editing }: SpecGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const [typing, setTyping] = useState<{ key: string; text: string } | null>(null);
  const columns = columnsOf(draft);
  const unit = UNIT_LABEL[draft.unit];

  const focusCell = (rowIndex: number, columnIndex: number) => {
    const input = tableRef.current?.querySelector<HTMLInputElement>(
      `[data-cell="${rowIndex}:${columnIndex}"]`,
    );
    if (!input) return false;
    input.focus();
    input.select();
    return true;
  };

  const commit = (rowIndex: number, column: Column) => {
    const row = draft.rows[rowIndex];
    if (!editing || !row || !typing || typing.key !== cellKey(row.pomId, column)) return;
    setTyping(null);
    editing.onCommit(rowIndex, column, typing.text);
  };

  const onKeyDown = (
    event: KeyboardEvent<HTMLInputElement>,
    rowIndex: number,
    columnIndex: number,
  ) => {
    const column = columns[columnIndex]!;
    const input = event.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd =
      input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
    const whole = input.selectionStart === 0 && input.selectionEnd === input.value.length;
    let target: [number, number] | null = null;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z' && !event.shiftKey) {
      event.preventDefault();
      setTyping(null);
      editing?.onUndo();
      return;
    }
    switch (event.key) {
      case 'ArrowUp':
        target = [rowIndex - 1, columnIndex];
        break;
      case 'ArrowDown':
        target = [rowIndex + 1, columnIndex];
        break;
      case 'Enter':
        target = [rowIndex + (event.shiftKey ? -1 : 1), columnIndex];
        break;
      case 'ArrowLeft':
        if (atStart || whole) target = [rowIndex, columnIndex - 1];
        break;
      case 'ArrowRight':
        if (atEnd || whole) target = [rowIndex, columnIndex + 1];
        break;
      case 'Tab': {
        const step = event.shiftKey ? -1 : 1;
        const next = columnIndex + step;
        if (next >= 0 && next < columns.length) target = [rowIndex, next];
        else target = [rowIndex + step, step > 0 ? 0 : columns.length - 1];
        // Off the grid's edges, Tab leaves the grid as usual.
        if (target[0] < 0 || target[0] >= draft.rows.length) target = null;
        break;
      }
      case 'Escape':
        if (typing) {
          event.preventDefault();
          event.stopPropagation();
          setTyping(null);
        }
        return;
      default:
        return;
    }
    if (event.key === 'Enter') event.preventDefault();
    if (!target) return;
    commit(rowIndex, column);
    if (focusCell(target[0], target[1])) event.preventDefault();
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, rowIndex: number, column: Column) => {
    const text = event.clipboardData.getData('text/plain');
    // One value is typed into the cell as usual; a block (tabs or lines) fills the grid.
    if (!/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
    event.preventDefault();
    setTyping(null);
    editing?.onPaste(rowIndex, column, text);
  };

  return (
    <Table.ScrollContainer minWidth={420 + draft.sizes.length * 84} type="native">
      <Table
        ref={tableRef}
        className={classes.grid}
        withTableBorder
        withColumnBorders
        verticalSpacing={0}
        horizontalSpacing={0}
        aria-label={`Spec sheet in ${unit === 'in' ? 'inches' : 'centimetres'}`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.head} scope="col">
              Point of measure
            </Table.Th>
            <Table.Th className={classes.head} scope="col">
              Tol − ({unit})
            </Table.Th>
            <Table.Th className={classes.head} scope="col">
              Tol + ({unit})
            </Table.Th>
            <Table.Th className={classes.head} scope="col">
              Grade ({unit})
            </Table.Th>
            {draft.sizes.map((size) => (
              <Table.Th
                key={size}
                className={classes.head}
                scope="col"
                data-base={size === draft.baseSize || undefined}
              >
                {size}
                {size === draft.baseSize && (
                  <Text span size="xs" c="dimmed" display="block">
                    base
                  </Text>
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {draft.rows.map((row, rowIndex) => {
            const view = viewRow(draft, row);
            const warningId = `spec-warning-${row.pomId}`;
            return (
              <Table.Tr key={row.pomId} data-warning={view.warnings.length > 0 || undefined}>
                <Table.Th scope="row" className={classes.rowHead}>
                  <Group gap={6} wrap="nowrap" align="flex-start" justify="space-between">
                    <div>
                      <Text span fw={600} ff="monospace" size="sm">
                        {row.code}
                      </Text>{' '}
                      <Text span size="sm">
                        {row.name}
                      </Text>
                      {view.warnings.length > 0 && (
                        <Stack gap={0} id={warningId} mt={2}>
                          {view.warnings.map((warning) => (
                            <Text key={warning} size="xs" c="warning.9" className={classes.warning}>
                              <IconAlertTriangle size={12} aria-hidden /> {warning}
                            </Text>
                          ))}
                        </Stack>
                      )}
                    </div>
                    {editing && (
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="sm"
                        aria-label={`Remove ${row.code} from the sheet`}
                        onClick={() => editing.onRemoveRow(row)}
                      >
                        <IconX size={14} />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Th>
                {columns.map((column, columnIndex) => {
                  const key = cellKey(row.pomId, column);
                  const size = column.startsWith('size:') ? column.slice(5) : null;
                  const shown = cellText(draft, row, view, column);
                  const isGiven =
                    size !== null &&
                    (row.overrides[size] !== undefined ||
                      (size === draft.baseSize && row.base !== null));
                  const isMissing = size !== null && view.missing.includes(size);
                  const isShrinking = size !== null && view.shrinking.includes(size);
                  const label = `${row.code} ${columnName(column, draft.baseSize)}`;
                  if (!editing) {
                    return (
                      <Table.Td
                        key={column}
                        className={classes.cell}
                        data-given={isGiven || undefined}
                        data-shrinking={isShrinking || undefined}
                      >
                        <span className={classes.readValue}>
                          {shown ||
                            (isMissing && (
                              <>
                                <span aria-hidden>—</span>
                                <VisuallyHidden>no value</VisuallyHidden>
                              </>
                            ))}
                          {isShrinking && (
                            <VisuallyHidden> (smaller than the size before)</VisuallyHidden>
                          )}
                        </span>
                      </Table.Td>
                    );
                  }
                  const problem = editing.problems[key];
                  const value = typing?.key === key ? typing.text : problem ? problem.text : shown;
                  const errorId = `${key.replace(/[^\w-]/g, '_')}-error`;
                  return (
                    <Table.Td
                      key={column}
                      className={classes.cell}
                      data-given={isGiven || undefined}
                      data-shrinking={isShrinking || undefined}
                      data-invalid={problem ? true : undefined}
                    >
                      <input
                        className={classes.input}
                        data-cell={`${rowIndex}:${columnIndex}`}
                        aria-label={label}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={
                          [
                            problem && errorId,
                            view.warnings.length > 0 && (isMissing || isShrinking) && warningId,
                          ]
                            .filter(Boolean)
                            .join(' ') || undefined
                        }
                        title={problem?.error}
                        inputMode={draft.unit === 'cm' ? 'decimal' : 'text'}
                        autoComplete="off"
                        spellCheck={false}
                        placeholder={isMissing ? '—' : undefined}
                        value={value}
                        onChange={(event) => setTyping({ key, text: event.currentTarget.value })}
                        onBlur={() => commit(rowIndex, column)}
                        onKeyDown={(event) => onKeyDown(event, rowIndex, columnIndex)}
                        onPaste={(event) => onPaste(event, rowIndex, column)}
                      />
                      {problem && <VisuallyHidden id={errorId}>{problem.error}</VisuallyHidden>}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
