import { ActionIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import {
  createContext,
  memo,
  useContext,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type ClipboardEvent,
  type CSSProperties,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import {
  cellKey,
  cellText,
  columnsOf,
  viewRow,
  type Column,
  type Draft,
  type DraftRow,
} from '../lib/draft';
import { useT } from '../../../lib/i18n';
import classes from './spec-grid.module.css';
import { useSpecT, type SpecTranslate } from '../i18n';

export interface CellProblem {
  text: string;
  error: string;
}

/** Someone else editing a cell (presence): drawn as an outline of their colour and initials. */
export interface OtherEditor {
  pomId: string;
  size: string;
  initials: string;
  /** A Mantine colour name. */
  color: string;
  /** What assistive technology says of the cell, e.g. "Ana Lima is editing this cell". */
  label: string;
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
  /** Cells others are editing now (presence). */
  others?: readonly OtherEditor[];
  /** The size cell the person moved into, or null once they left the grid (presence). */
  onCellFocus?: (cell: { pomId: string; size: string } | null) => void;
}

const UNIT_LABEL = { cm: 'cm', in: 'in' } as const;
/** From how many rows a sheet skips the rows off screen (a screenful is about twenty). */
const LONG_SHEET_ROWS = 40;
const NO_PROBLEMS: Record<string, CellProblem> = {};
/** The `data-cell` of the input being typed in: a new value from the draft leaves it alone. */
const TypedIn = createContext<{ current: string | null }>({ current: null });

function columnName(t: SpecTranslate, column: Column, baseSize: string | null) {
  if (column === 'minus') return t('spec.col.minus');
  if (column === 'plus') return t('spec.col.plus');
  if (column === 'grade') return t('spec.col.grade');
  const size = column.slice('size:'.length);
  return size === baseSize ? t('spec.col.baseSize', { size }) : size;
}

/** What every row shares: changes only with the sheet's sizes, base size or unit. */
interface Sheet {
  draft: Pick<Draft, 'unit' | 'sizes' | 'baseSize'>;
  columns: Column[];
}

/** The cell an input stands for, from its `data-cell` ("row:column"). */
function cellOf(input: HTMLInputElement) {
  const [row, column] = (input.dataset.cell ?? '').split(':').map(Number);
  return { rowIndex: row!, columnIndex: column! };
}

/**
 * Points of measure × sizes, as a spreadsheet: arrows and Enter move between cells (left and
 * right once the caret is at the end of what is typed), Tab runs along the row and on to the
 * next, a block pasted from a spreadsheet fills the cells from the focused one, Ctrl+Z undoes.
 * Bold values are given by hand; the others are graded from the base size.
 *
 * Built to keep a key as cheap as in a lone input on a 100 × 15 sheet: the inputs are
 * uncontrolled (what is typed stays in the input until it is committed, so a key renders
 * nothing), the handlers are delegated to the grid, a row renders again only when its own values
 * change, and only the focused input is rendered inside: each input is a scroll container of its
 * own, and 1,800 of them made the browser's compositing of every frame cost ten times a lone
 * input's. The others are painted as text under them (`content-visibility`, see the CSS), still
 * inputs to the keyboard, the mouse and assistive technology. The grid is ARIA table roles over
 * CSS grid rows, whose off-screen rows skip layout and paint, as an HTML table lays out whole.
 */
export function SpecGrid({ draft, editing, others, onCellFocus }: SpecGridProps) {
  const t = useSpecT();
  const tApp = useT();
  const gridRef = useRef<HTMLDivElement>(null);
  /** The `data-cell` of the input typed in since its value was last shown or committed. */
  const typedIn = useRef<string | null>(null);
  const { unit: unitKey, sizes, baseSize } = draft;
  const sheet = useMemo<Sheet>(() => {
    const shared = { unit: unitKey, sizes, baseSize };
    return { draft: shared, columns: columnsOf({ ...shared, rows: [] }) };
  }, [unitKey, sizes, baseSize]);
  const { columns } = sheet;
  const unit = UNIT_LABEL[draft.unit];
  // The delegated handlers read the newest props without renders depending on them.
  const latest = useRef({ draft, editing });
  useLayoutEffect(() => {
    latest.current = { draft, editing };
  });
  const onRemoveRow = useCallback((row: DraftRow) => latest.current.editing?.onRemoveRow(row), []);
  // Each row gets its own list, so that only the rows someone is in render again.
  const othersByRow = useMemo(() => {
    const byRow = new Map<string, OtherEditor[]>();
    for (const other of others ?? [])
      byRow.set(other.pomId, [...(byRow.get(other.pomId) ?? []), other]);
    return byRow;
  }, [others]);

  /** The size cell an input stands for, if it is one. */
  const sizeCellOf = (target: EventTarget | null) => {
    if (!(target instanceof HTMLInputElement) || !target.dataset.cell) return null;
    const { rowIndex, columnIndex } = cellOf(target);
    const row = latest.current.draft.rows[rowIndex];
    const column = columns[columnIndex];
    if (!row || !column?.startsWith('size:')) return null;
    return { pomId: row.pomId, size: column.slice('size:'.length) };
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = sizeCellOf(event.target);
    if (cell) onCellFocus?.(cell);
  };

  const focusCell = (rowIndex: number, columnIndex: number) => {
    const input = gridRef.current?.querySelector<HTMLInputElement>(
      `[data-cell="${rowIndex}:${columnIndex}"]`,
    );
    if (!input) return false;
    input.focus();
    input.select();
    return true;
  };

  /** Back to what the cell shows (the last rendered value). */
  const revert = (input: HTMLInputElement) => {
    if (typedIn.current === input.dataset.cell) typedIn.current = null;
    input.value = input.defaultValue;
  };

  const commit = (input: HTMLInputElement) => {
    const { draft: current, editing: edit } = latest.current;
    if (!edit || typedIn.current !== input.dataset.cell) return;
    const { rowIndex, columnIndex } = cellOf(input);
    const column = columns[columnIndex];
    if (!current.rows[rowIndex] || !column) return;
    const text = input.value;
    revert(input);
    // The render that follows shows the value as read (or the text kept with its problem).
    edit.onCommit(rowIndex, column, text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.dataset.cell) return;
    const { rowIndex, columnIndex } = cellOf(input);
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd =
      input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
    const whole = input.selectionStart === 0 && input.selectionEnd === input.value.length;
    let target: [number, number] | null = null;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z' && !event.shiftKey) {
      event.preventDefault();
      revert(input);
      latest.current.editing?.onUndo();
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
        if (target[0] < 0 || target[0] >= latest.current.draft.rows.length) target = null;
        break;
      }
      case 'Escape':
        if (typedIn.current === input.dataset.cell) {
          event.preventDefault();
          event.stopPropagation();
          revert(input);
        }
        return;
      default:
        return;
    }
    if (event.key === 'Enter') event.preventDefault();
    if (!target) return;
    commit(input);
    if (focusCell(target[0], target[1])) event.preventDefault();
  };

  const onInput = (event: FormEvent<HTMLDivElement>) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.dataset.cell)
      typedIn.current = input.dataset.cell;
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement && event.target.dataset.cell) commit(event.target);
    // Moving to another size cell says so on its focus; leaving them says nothing is edited.
    if (sizeCellOf(event.target) && !sizeCellOf(event.relatedTarget)) onCellFocus?.(null);
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.dataset.cell) return;
    const text = event.clipboardData.getData('text/plain');
    // One value is typed into the cell as usual; a block (tabs or lines) fills the grid.
    if (!/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
    const { rowIndex, columnIndex } = cellOf(input);
    const column = columns[columnIndex];
    if (!column) return;
    event.preventDefault();
    revert(input);
    latest.current.editing?.onPaste(rowIndex, column, text);
  };

  // Every row is a grid of its own: the columns must not depend on a row's content, or rows
  // would not line up. Fixed widths, as a spreadsheet's.
  const template = `var(--spec-grid-point) repeat(${columns.length}, 84px)`;
  return (
    <TypedIn.Provider value={typedIn}>
      <div className={classes.scroll}>
        <div
          ref={gridRef}
          role="table"
          className={classes.grid}
          data-long={draft.rows.length > LONG_SHEET_ROWS || undefined}
          style={{ '--spec-grid-columns': template } as CSSProperties}
          aria-label={t('spec.gridLabel', { unit })}
          onKeyDown={editing ? onKeyDown : undefined}
          onInput={editing ? onInput : undefined}
          onBlur={editing ? onBlur : undefined}
          onFocus={editing ? onFocus : undefined}
          onPaste={editing ? onPaste : undefined}
        >
          <div role="rowgroup" className={classes.headGroup}>
            <div role="row" className={classes.row}>
              <div role="columnheader" className={classes.head}>
                {tApp('spec.pom')}
              </div>
              <div role="columnheader" className={classes.head}>
                {t('spec.tolMinus', { unit })}
              </div>
              <div role="columnheader" className={classes.head}>
                {t('spec.tolPlus', { unit })}
              </div>
              <div role="columnheader" className={classes.head}>
                {t('spec.gradeHead', { unit })}
              </div>
              {draft.sizes.map((size) => (
                <div
                  role="columnheader"
                  key={size}
                  className={classes.head}
                  data-base={size === draft.baseSize || undefined}
                >
                  {size}
                  {size === draft.baseSize && (
                    <span className={classes.baseMark}>{t('spec.base')}</span>
                  )}
                </div>
              ))}
            </div>
          </div>
          <div role="rowgroup">
            {draft.rows.map((row, rowIndex) => (
              <GridRow
                key={row.pomId}
                row={row}
                rowIndex={rowIndex}
                sheet={sheet}
                editable={editing !== null}
                problems={editing?.problems ?? NO_PROBLEMS}
                onRemoveRow={onRemoveRow}
                others={othersByRow.get(row.pomId)}
              />
            ))}
          </div>
        </div>
      </div>
    </TypedIn.Provider>
  );
}

interface GridRowProps {
  row: DraftRow;
  rowIndex: number;
  sheet: Sheet;
  editable: boolean;
  problems: Record<string, CellProblem>;
  onRemoveRow: (row: DraftRow) => void;
  others: OtherEditor[] | undefined;
}

/** Another's outline and initials over a cell, and what a screen reader says of it. */
function OtherMark({ other, id }: { other: OtherEditor; id: string }) {
  return (
    <>
      <span className={classes.otherInitials} aria-hidden>
        {other.initials}
      </span>
      <VisuallyHidden id={id}>{other.label}</VisuallyHidden>
    </>
  );
}

const otherStyle = (other: OtherEditor | undefined) =>
  other && ({ '--other-color': `var(--mantine-color-${other.color}-9)` } as CSSProperties);

/** A row renders again only when what it shows changes (its own problems among them). */
function sameRow(before: GridRowProps, after: GridRowProps) {
  if (
    before.row !== after.row ||
    before.rowIndex !== after.rowIndex ||
    before.sheet !== after.sheet ||
    before.editable !== after.editable ||
    before.onRemoveRow !== after.onRemoveRow ||
    before.others !== after.others
  )
    return false;
  if (before.problems === after.problems) return true;
  return after.sheet.columns.every((column) => {
    const key = cellKey(after.row.pomId, column);
    return before.problems[key] === after.problems[key];
  });
}

const GridRow = memo(function GridRow({
  row,
  rowIndex,
  sheet,
  editable,
  problems,
  onRemoveRow,
  others,
}: GridRowProps) {
  const t = useSpecT();
  const { draft, columns } = sheet;
  const view = useMemo(() => viewRow({ ...draft, rows: [] }, row), [draft, row]);
  const warningId = `spec-warning-${row.pomId}`;
  return (
    <div role="row" className={classes.row} data-warning={view.warnings.length > 0 || undefined}>
      <div role="rowheader" className={classes.rowHead}>
        <div>
          <span className={classes.code}>{row.code}</span> <span>{row.name}</span>
          {view.warnings.length > 0 && (
            <span id={warningId} className={classes.warnings}>
              {view.warnings.map((warning) => (
                <span key={warning} className={classes.warning}>
                  <IconAlertTriangle size={12} aria-hidden /> {warning}
                </span>
              ))}
            </span>
          )}
        </div>
        {editable && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('spec.removeRow', { code: row.code })}
            onClick={() => onRemoveRow(row)}
          >
            <IconX size={14} />
          </ActionIcon>
        )}
      </div>
      {columns.map((column, columnIndex) => {
        const key = cellKey(row.pomId, column);
        const size = column.startsWith('size:') ? column.slice(5) : null;
        const shown = cellText({ ...draft, rows: [] }, row, view, column);
        const isGiven =
          size !== null &&
          (row.overrides[size] !== undefined || (size === draft.baseSize && row.base !== null));
        const isMissing = size !== null && view.missing.includes(size);
        const isShrinking = size !== null && view.shrinking.includes(size);
        const other = others?.find((one) => one.size === size);
        const otherId = `${key.replace(/[^\w-]/g, '_')}-other`;
        const otherMark = other && <OtherMark other={other} id={otherId} />;
        if (!editable) {
          return (
            <div
              role="cell"
              key={column}
              className={classes.cell}
              data-given={isGiven || undefined}
              data-shrinking={isShrinking || undefined}
              data-other={other ? true : undefined}
              style={otherStyle(other)}
            >
              {otherMark}
              <span className={classes.readValue}>
                {shown ||
                  (isMissing && (
                    <>
                      <span aria-hidden>—</span>
                      <VisuallyHidden>{t('spec.noValue')}</VisuallyHidden>
                    </>
                  ))}
                {isShrinking && <VisuallyHidden> {t('spec.smaller')}</VisuallyHidden>}
              </span>
            </div>
          );
        }
        const problem = problems[key];
        const errorId = `${key.replace(/[^\w-]/g, '_')}-error`;
        return (
          <div
            role="cell"
            key={column}
            className={classes.cell}
            data-given={isGiven || undefined}
            data-shrinking={isShrinking || undefined}
            data-invalid={problem ? true : undefined}
            data-other={other ? true : undefined}
            style={otherStyle(other)}
          >
            {otherMark}
            <CellInput
              cell={`${rowIndex}:${columnIndex}`}
              label={`${row.code} ${columnName(t, column, draft.baseSize)}`}
              value={problem ? problem.text : shown}
              invalid={problem !== undefined}
              describedBy={
                [
                  problem && errorId,
                  other && otherId,
                  view.warnings.length > 0 && (isMissing || isShrinking) && warningId,
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              error={problem?.error}
              decimal={draft.unit === 'cm'}
              missing={isMissing}
            />
            {problem && <VisuallyHidden id={errorId}>{problem.error}</VisuallyHidden>}
          </div>
        );
      })}
    </div>
  );
}, sameRow);

interface CellInputProps {
  cell: string;
  label: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  error: string | undefined;
  decimal: boolean;
  missing: boolean;
}

/**
 * An uncontrolled input: typing changes only the element (the grid's handlers commit it); a new
 * value from the draft is written into it unless the person is typing in it. Its value is also
 * shown as text under it, as an unfocused input is not rendered inside (`content-visibility`).
 */
function CellInput({
  cell,
  label,
  value,
  invalid,
  describedBy,
  error,
  decimal,
  missing,
}: CellInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const typedIn = useContext(TypedIn);
  useLayoutEffect(() => {
    const input = ref.current;
    if (input && typedIn.current !== cell && input.value !== value) input.value = value;
  }, [cell, typedIn, value]);
  return (
    <>
      {/* What the input holds, painted for it while it is not focused (see the CSS). */}
      <span
        className={classes.shown}
        data-placeholder={(!value && missing) || undefined}
        aria-hidden
      >
        {value || (missing ? '—' : '')}
      </span>
      <input
        ref={ref}
        className={classes.input}
        data-cell={cell}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        title={error}
        inputMode={decimal ? 'decimal' : 'text'}
        autoComplete="off"
        spellCheck={false}
        placeholder={missing ? '—' : undefined}
        defaultValue={value}
      />
    </>
  );
}
