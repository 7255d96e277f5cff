/**
 * "What did we decide about the buttons?", "What has Ines said about the hem?": the comments that
 * discuss a topic — through global search's comment kind — or, when the question names a person,
 * that person's comments (designmate's own query, scoped as comments are listed). Each row links
 * to its comment's product or image.
 */
import type { AnswerTable, DesignmateSource } from '@atelier/domain';
import { search } from '../../search/service.ts';
import { commentsBy } from '../queries.ts';
import { counted, nothing, plain, quoted, shownOf, type AnswerPart } from './answer-text.ts';
import { imageUrl, productUrl } from './links.ts';
import { personNamed, topicBesides, type NamedPerson } from './people.ts';
import type { ParsedQuestion } from './question.ts';
import type { SkillRequest } from './types.ts';

const ROWS = 20;
const COLUMNS = ['Where', 'Comment'];

interface CommentRow {
  _id: string;
  where: string;
  text: string;
  url: string;
}

function commentTable(rows: readonly CommentRow[]): Pick<AnswerPart, 'result' | 'sources'> {
  const table: AnswerTable = {
    columns: COLUMNS,
    rows: rows.map((row) => ({ url: row.url, cells: [row.where, row.text] })),
  };
  const sources: DesignmateSource[] = rows.map((row) => ({
    kind: 'comment',
    _id: row._id,
    title: `${row.where}: ${row.text}`.slice(0, 200),
    url: row.url,
  }));
  return { result: rows.length ? { table } : {}, sources };
}

/** The team's comments matching the words, best first; all the words, or else any of them. */
async function commentsMatching(request: SkillRequest, words: readonly string[]) {
  const find = (searchFilter: string) =>
    search(request.ctx, request.user, {
      searchFilter: searchFilter.slice(0, 200),
      kind: 'comment',
      teamId: request.teamId,
      page: 1,
      limit: ROWS,
    });
  const all = await find(words.join(' '));
  return all.data.length > 0 || words.length < 2 ? all : find(words.join(' or '));
}

async function aboutTopic(
  request: SkillRequest,
  question: ParsedQuestion,
  words: readonly string[],
): Promise<AnswerPart> {
  if (words.length === 0) {
    return nothing(
      'Say what the comments are about — for example “What did we decide about the buttons?”.',
    );
  }
  const found = await commentsMatching(request, words);
  const total = found.pagination.total;
  const rows = found.data.map((hit) => ({
    _id: hit._id,
    where: hit.title,
    text: plain(hit.snippet),
    url: hit.url,
  }));
  if (rows.length === 0) return nothing(`No comment mentions ${quoted(words)}.`);
  const text = question.isCount
    ? `${counted(total, 'comment')} ${total === 1 ? 'mentions' : 'mention'} ${quoted(words)}.`
    : `What the team said about ${quoted(words)} (${shownOf(total, rows.length)}):`;
  return { text, ...commentTable(rows) };
}

async function byPerson(
  request: SkillRequest,
  question: ParsedQuestion,
  person: NamedPerson,
  words: readonly string[],
): Promise<AnswerPart> {
  const found = await commentsBy(request.ctx.db, request.user.id, {
    teamId: request.teamId,
    authorId: person.id,
    words: words.join(' ').slice(0, 200),
    max: ROWS,
  });
  const about = words.length ? ` about ${quoted(words)}` : '';
  if (found.length === 0) return nothing(`${person.name} wrote no comment${about}.`);
  const rows = found.map((comment) => ({
    _id: comment.id,
    where: `Comment on ${comment.productName}`,
    text: comment.text,
    url: comment.fileId
      ? imageUrl(comment.fileId, comment.productId)
      : productUrl(comment.productId),
  }));
  const shown = found.length === ROWS ? `the latest ${ROWS}` : `${found.length}`;
  const text = question.isCount
    ? `${person.name} wrote ${counted(found.length, 'comment')}${about}${found.length === ROWS ? ' or more' : ''}.`
    : `What ${person.name} said${about} (${shown}):`;
  return { text, ...commentTable(rows) };
}

export async function commentsOn(request: SkillRequest, question: ParsedQuestion) {
  const person = await personNamed(request, question);
  const words = topicBesides(question, person);
  return person ? byPerson(request, question, person, words) : aboutTopic(request, question, words);
}
