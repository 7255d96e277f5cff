/**
 * A spec sheet as a file (no I/O beyond the bytes given): written as XLSX (write-excel-file, as
 * the line sheets are) or CSV (csv-stringify, a byte-order mark, formulas quoted as text), and read
 * back from either into a table of cells — numbers where an XLSX cell holds one, texts otherwise.
 */
import { stringify } from 'csv-stringify/sync';
import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import {
  fileExtension,
  formatCentimetres,
  formatInches,
  messages,
  specFileHeader,
  SPEC_FILE_ROWS_MAX,
  type MeasureUnit,
  type SpecFileFormat,
} from '@atelier/domain';
import { fieldError } from '../../platform/http/errors.ts';
import type { Sheet } from './sheet.ts';

/** A cell as read: an XLSX number stays a number; anything else is its text; empty is null. */
export type Cell = string | number | null;

// ---------------------------------------------------------------- writing

/** A length in the file's unit: centimetres as exact decimals, inches in eighths ('24 3/8'). */
const lengthText = (um: number, unit: MeasureUnit) =>
  unit === 'in' ? formatInches(um) : formatCentimetres(um);

/** The sheet's rows as the file lists them: code, description, tolerances, a value per size. */
function tableOf(sheet: Sheet | null, unit: MeasureUnit) {
  const sizes = sheet?.sizes ?? [];
  const header = [...specFileHeader(unit), ...sizes];
  const rows = (sheet?.rows ?? []).map((row) => ({
    code: row.code,
    name: row.name,
    lengths: [row.tolerance.minus, row.tolerance.plus, ...sizes.map((size) => row.values[size])],
  }));
  return { header, rows };
}

export function renderSpecCsv(sheet: Sheet | null, unit: MeasureUnit): Buffer {
  const { header, rows } = tableOf(sheet, unit);
  const csv = stringify(
    rows.map((row) => [
      row.code,
      row.name,
      ...row.lengths.map((um) => (um === undefined ? '' : lengthText(um, unit))),
    ]),
    { header: true, columns: header, escape_formulas: true },
  );
  // A byte order mark, so a spreadsheet opens accents and other scripts as written.
  return Buffer.from(`\uFEFF${csv}`, 'utf8');
}

export async function renderSpecXlsx(
  sheet: Sheet | null,
  unit: MeasureUnit,
  sheetName: string,
): Promise<Buffer> {
  const { header, rows } = tableOf(sheet, unit);
  const text = (value: string) => ({ value, type: String, format: '@' });
  const headerRow: Row = header.map((title) => ({ value: title, fontWeight: 'bold' as const }));
  const body: Row[] = rows.map((row) => [
    text(row.code),
    row.name ? text(row.name) : null,
    ...row.lengths.map((um) => {
      if (um === undefined) return null;
      // Centimetres are numbers a spreadsheet sums; inches are the fractions people read.
      return unit === 'cm'
        ? { value: Number(formatCentimetres(um)), type: Number }
        : text(formatInches(um));
    }),
  ]);
  return writeXlsxFile([headerRow, ...body], {
    sheet:
      sheetName
        .slice(0, 31)
        .replace(/[\\/?*[\]:]/g, ' ')
        .trim() || 'Spec',
    stickyRowsCount: 1,
    columns: header.map((title, index) => ({
      width: index === 1 ? 36 : Math.max(10, title.length + 3),
    })),
  }).toBuffer();
}

// ---------------------------------------------------------------- reading

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const refuse = (message: string) => fieldError('file', message);

/** The file's format by its extension, its bytes agreeing; anything else is refused. */
export function formatOf(fileName: string, bytes: Buffer): SpecFileFormat {
  const ext = fileExtension(fileName).toLowerCase();
  const zipped = bytes.subarray(0, 4).equals(ZIP_MAGIC);
  if (ext === 'xlsx' && zipped) return 'xlsx';
  if (ext === 'csv' && !zipped && !bytes.includes(0)) return 'csv';
  throw refuse(messages.specImportType);
}

/**
 * The file's first worksheet (XLSX) or its records (CSV) as rows of cells, and whether its numbers
 * may use a decimal comma (a CSV separated by semicolons or tabs, as some spreadsheets save it).
 */
export async function readTable(
  format: SpecFileFormat,
  bytes: Buffer,
): Promise<{ rows: Cell[][]; decimalComma: boolean }> {
  if (format === 'xlsx') {
    const rows = await readXlsx(bytes);
    if (rows.length > SPEC_FILE_ROWS_MAX) throw refuse(messages.specImportTooManyLines);
    return { rows, decimalComma: false };
  }
  return readCsv(bytes);
}

/** What an XLSX may unpack to: a sheet of 300 rows is a few hundred kilobytes of XML. */
const XLSX_UNPACKED_MAX = 40 * 1024 * 1024;
const XLSX_PARTS_MAX = 2_000;

/**
 * Refuses an XLSX that would unpack to far more than a spec sheet can hold (a zip bomb), from the
 * sizes its directory declares, before anything is inflated.
 */
function checkUnpackedSize(bytes: Buffer) {
  let total = 0;
  let parts = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        parts += 1;
        return false;
      },
    });
  } catch {
    throw refuse(messages.specImportUnreadable);
  }
  if (total > XLSX_UNPACKED_MAX || parts > XLSX_PARTS_MAX)
    throw refuse(messages.specImportUnpackedTooLarge);
}

async function readXlsx(bytes: Buffer): Promise<Cell[][]> {
  checkUnpackedSize(bytes);
  let rows: unknown[][];
  try {
    rows = (await readSheet(bytes)) as unknown[][];
  } catch {
    throw refuse(messages.specImportUnreadable);
  }
  return rows.map((row) =>
    row.map((cell): Cell => {
      if (cell === null || cell === undefined || cell === '') return null;
      if (typeof cell === 'number') return cell;
      if (cell instanceof Date) return cell.toISOString().slice(0, 10);
      return String(cell);
    }),
  );
}

/** UTF-8 text, or null when the bytes are not (a file saved in another encoding). */
function utf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** The separator of the header line: a comma, or a semicolon or tab as some spreadsheets save. */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((mark) => [mark, firstLine.split(mark).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** A cell the export quoted as text because it started like a formula ("'=A1") reads as typed. */
const unescapeFormula = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/**
 * RFC 4180 records: quoted cells may hold separators, quotes (doubled) and line breaks. A file
 * with more records than a spec file may have is refused as soon as they are counted.
 */
export function readCsv(bytes: Buffer): { rows: Cell[][]; decimalComma: boolean } {
  const text = utf8(bytes);
  if (text === null) throw refuse(messages.specImportUnreadable);
  const separator = separatorOf(text);
  const rows: Cell[][] = [];
  let row: Cell[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  const endCell = () => {
    row.push(cell === '' && !wasQuoted ? null : cell);
    cell = '';
    wasQuoted = false;
  };
  const endRow = () => {
    endCell();
    if (rows.length >= SPEC_FILE_ROWS_MAX) throw refuse(messages.specImportTooManyLines);
    rows.push(row);
    row = [];
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"' && cell === '') {
      quoted = true;
      wasQuoted = true;
    } else if (char === separator) endCell();
    else if (char === '\n') endRow();
    else if (char === '\r') {
      if (text[index + 1] !== '\n') endRow();
    } else cell += char;
  }
  if (quoted) throw refuse(messages.specImportUnreadable);
  if (cell !== '' || row.length > 0) endRow();
  return {
    rows: rows.map((cells) =>
      cells.map((value) => (typeof value === 'string' ? unescapeFormula(value) : value)),
    ),
    decimalComma: separator !== ',',
  };
}
