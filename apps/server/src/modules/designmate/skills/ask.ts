/**
 * "Ask your data" without a model (issues 35 and 44): a question is read into its parts
 * (`question.ts`) — what it is about, whether it asks how many, the stage, time, catalogue
 * entries, colours and people it names — and answered from the team's data through the services
 * and scoped queries that already decide what the user may see: the changes asked of a product,
 * what the team said about something, the colour library and fabrics, tasks, the products the
 * qualifiers combine to pick, the fabrics trending, or else whatever the team wrote that matches.
 */
import type { AnswerTable, DesignmateSource, Product } from '@atelier/domain';
import { getTrendingFabrics } from '../../dashboard/service.ts';
import { search } from '../../search/service.ts';
import { nothing, plain, type AnswerPart } from './answer-text.ts';
import { changesAskedIn } from './changes-asked.ts';
import { commentsOn } from './comment-answers.ts';
import { colourLibrary, fabricLibrary } from './library-answers.ts';
import { productsOf } from './product-answers.ts';
import { keywordsOf, parseQuestion, type ParsedQuestion } from './question.ts';
import { taggedOn } from './tags-asked.ts';
import { tasksOf } from './task-answers.ts';
import type { SkillAnswer, SkillRequest } from './types.ts';

async function trending(request: SkillRequest): Promise<AnswerPart> {
  const fabrics = await getTrendingFabrics(request.ctx, request.user, {
    teamId: request.teamId,
    limit: 10,
  });
  if (fabrics.length === 0) {
    return nothing('No fabric is linked to a product made in the last 30 days.');
  }
  const table: AnswerTable = {
    columns: ['Fabric', 'Products, last 30 days', 'The 30 days before'],
    rows: fabrics.map((fabric) => ({
      url: `/Wall/${fabric.teamId}?${new URLSearchParams({ fabric: fabric._id }).toString()}`,
      cells: [fabric.name, String(fabric.count), String(fabric.previousCount)],
    })),
  };
  const sources: DesignmateSource[] = fabrics.map((fabric) => ({
    kind: 'fabric',
    _id: fabric._id,
    title: fabric.name,
    url: table.rows.find((row) => row.cells[0] === fabric.name)!.url,
  }));
  return { text: 'The fabrics the team reaches for most this month:', result: { table }, sources };
}

/** Anything else: the team's own words, through global search. */
async function searched(request: SkillRequest): Promise<AnswerPart> {
  const words = keywordsOf(request.text).join(' ');
  if (words.length < 3) {
    return nothing(
      'Ask about your products, comments, colours or deadlines — for example “what is late?”.',
    );
  }
  const found = await search(request.ctx, request.user, {
    searchFilter: words.slice(0, 200),
    teamId: request.teamId,
    page: 1,
    limit: 10,
  });
  if (found.data.length === 0) {
    return nothing(`Nothing in the team mentions “${words}”.`);
  }
  return {
    text: `What the team has on “${words}”:`,
    result: {
      table: {
        columns: ['Found', 'Where'],
        rows: found.data.map((hit) => ({ url: hit.url, cells: [hit.title, plain(hit.snippet)] })),
      },
    },
    sources: found.data.flatMap((hit): DesignmateSource[] =>
      hit.kind === 'product' || hit.kind === 'comment' || hit.kind === 'colour'
        ? [{ kind: hit.kind, _id: hit._id, title: hit.title, url: hit.url }]
        : [],
    ),
  };
}

/** Questions that fit where the conversation is. */
export function suggestedQuestions(product: Product | null): string[] {
  if (product) {
    return [
      `What did they ask to change on ${product.name}?`,
      `Suggest tags for ${product.name}`,
      `Palette of ${product.name}`,
    ];
  }
  return ['What is late?', 'What is due this week?', 'Which fabrics are trending?'];
}

/** The answer the question's parts call for, most particular first. */
async function answerOf(request: SkillRequest, question: ParsedQuestion): Promise<SkillAnswer> {
  const asked = (part: AnswerPart): SkillAnswer => ({ skill: 'ask', ...part });
  if (question.intent === 'trending') return asked(await trending(request));
  if (question.intent === 'asked') {
    const changes = await changesAskedIn(request, question);
    if (changes) return changes;
  }
  // What was said wins over what it was said about ("what did we decide about the navy?").
  const aboutComments =
    question.subject === 'comment' ||
    question.intent === 'discussed' ||
    (question.intent === 'asked' && question.subject === null);
  if (aboutComments) return asked(await commentsOn(request, question));
  if (question.subject === 'colour') return asked(await colourLibrary(request, question));
  if (question.subject === 'fabric') return asked(await fabricLibrary(request, question));
  if (question.subject === 'task') return asked(await tasksOf(request, question));
  return asked((await productsOf(request, question)) ?? (await searched(request)));
}

export async function ask(request: SkillRequest): Promise<SkillAnswer> {
  const answer =
    (await taggedOn(request)) ?? (await answerOf(request, parseQuestion(request.text)));
  return {
    ...answer,
    result: { ...answer.result, suggestedQuestions: suggestedQuestions(request.product) },
  };
}
