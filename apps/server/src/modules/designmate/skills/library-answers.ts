/**
 * "What colours are in our library?", "How many fabrics do we have?", "Do we have a navy?": the
 * team's colour library and fabrics, through their own services (which refuse outsiders), counted
 * by the list's pagination total and shown a page at a time.
 */
import type { AnswerTable, DesignmateSource, Fabric } from '@atelier/domain';
import { listEntries } from '../../catalogues/service.ts';
import { listAll as listColours } from '../../colours/service.ts';
import { counted, quoted, shownOf, type AnswerPart } from './answer-text.ts';
import type { ParsedQuestion } from './question.ts';
import type { SkillRequest } from './types.ts';

const ROWS = 20;

interface LibraryRow {
  _id: string;
  name: string;
  url: string;
  cells: string[];
}

interface Library {
  one: string;
  many: string;
  /** What a listing is headed with. */
  title: string;
  /** Who a count says has them. */
  owner: string;
  columns: string[];
  kind: DesignmateSource['kind'];
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function textOf(library: Library, question: ParsedQuestion, total: number, shown: number) {
  const words = question.topic;
  const some = counted(total, library.one, library.many);
  const matches = `${total === 1 ? 'matches' : 'match'} ${quoted(words)}`;
  if (total === 0) {
    return words.length
      ? `No ${library.one} matches ${quoted(words)}.`
      : `${library.owner} has no ${library.many} yet.`;
  }
  if (question.isCount)
    return words.length ? `${some} ${matches}.` : `${library.owner} has ${some}.`;
  return words.length
    ? `${capital(library.many)} matching ${quoted(words)} (${shownOf(total, shown)}):`
    : `${library.title} (${shownOf(total, shown)}):`;
}

/** The rows found, as a count or a table, in the words of the library they come from. */
function libraryAnswer(
  library: Library,
  question: ParsedQuestion,
  found: { rows: LibraryRow[]; total: number },
): AnswerPart {
  const { rows, total } = found;
  const table: AnswerTable = {
    columns: library.columns,
    rows: rows.map((row) => ({ url: row.url, cells: [row.name, ...row.cells] })),
  };
  return {
    text: textOf(library, question, total, rows.length),
    result: rows.length ? { table } : {},
    sources: rows.map((row) => ({
      kind: library.kind,
      _id: row._id,
      title: row.name,
      url: row.url,
    })),
  };
}

const COLOURS: Library = {
  one: 'colour',
  many: 'colours',
  title: 'The colour library',
  owner: 'The colour library',
  columns: ['Colour', 'Code', 'Hex'],
  kind: 'colour',
};

export async function colourLibrary(request: SkillRequest, question: ParsedQuestion) {
  const page = await listColours(request.ctx, request.user, {
    teamId: request.teamId,
    page: 1,
    limit: ROWS,
    sortBy: 'name',
    orderBy: 'asc',
    search: question.topic.join(' ').slice(0, 100) || undefined,
  });
  const rows = page.data.map((colour) => ({
    _id: colour._id,
    name: colour.name,
    url: `/ColorLibrary?${new URLSearchParams({ search: colour.name }).toString()}`,
    cells: [colour.code, colour.hexCode],
  }));
  return libraryAnswer(COLOURS, question, { rows, total: page.pagination.total });
}

const FABRICS: Library = {
  one: 'fabric',
  many: 'fabrics',
  title: 'The team’s fabrics',
  owner: 'The team',
  columns: ['Fabric', 'Composition', 'Supplier'],
  kind: 'fabric',
};

/** The fabric catalogue's entries carry a fabric's fields. */
const isFabric = (entry: { _id: string }): entry is Fabric => 'composition' in entry;

export async function fabricLibrary(request: SkillRequest, question: ParsedQuestion) {
  const page = await listEntries(request.ctx, request.user, 'fabric', {
    teamId: request.teamId,
    page: 1,
    limit: ROWS,
    sortBy: 'name',
    orderBy: 'asc',
    search: question.topic.join(' ').slice(0, 100) || undefined,
  });
  const rows = page.data.map((fabric) => ({
    _id: fabric._id,
    name: fabric.name,
    // The wall, showing the products made of it.
    url: `/Wall/${request.teamId}?${new URLSearchParams({ fabric: fabric._id }).toString()}`,
    cells: isFabric(fabric) ? [fabric.composition, fabric.supplier] : ['', ''],
  }));
  return libraryAnswer(FABRICS, question, { rows, total: page.pagination.total });
}
