/**
 * designmate with a model (issue 35): any OpenAI-compatible chat-completions endpoint (`AI_*`)
 * converses, and reaches the team's data only through the offline skills, offered as tools it
 * calls — so what it reads is what the user may see in this conversation's team, and nothing of
 * another team is ever sent. Answers are streamed from the provider, and their words passed on as
 * they come. A provider that errs, refuses, hangs or stalls past `AI_TIMEOUT_MS` or answers
 * nonsense is answered for by the offline skills, with a sentence that says so.
 */
import OpenAI from 'openai';
import type {
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { DesignmateMessage, DesignmateSkill } from '@atelier/domain';
import type { AiConfig } from '../../config.ts';
import { aiClient } from '../../platform/ai/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AnswerWatch, SkillAnswer, SkillRequest, SkillResult } from './skills/types.ts';

/** Rounds of tool calls before the model must answer. */
const MAX_ROUNDS = 4;
/** Earlier messages of the conversation the model reads. */
const HISTORY = 10;
/** A tool's result, as the model reads it, at most this long. */
const TOOL_RESULT_MAX = 8000;
/** The most the provider is asked to write in one round (`max_tokens`). */
export const ANSWER_TOKENS = 2000;
/** An answer's words, kept and passed on, at most this long (a provider may ignore max_tokens). */
export const ANSWER_TEXT_MAX = 8000;
/** The earlier messages the model reads, together at most this long, the latest first. */
const HISTORY_CHARS = 16_000;

/** The conversation's latest messages that fit the history's budget, each at most an answer. */
function recentHistory(history: readonly DesignmateMessage[]): ChatCompletionMessageParam[] {
  let room = HISTORY_CHARS;
  const kept: ChatCompletionMessageParam[] = [];
  for (const message of history.slice(-HISTORY).reverse()) {
    const content = message.text.slice(0, Math.min(room, ANSWER_TEXT_MAX));
    if (!content) break;
    kept.unshift({ role: message.role, content });
    room -= content.length;
  }
  return kept;
}

const tool = (name: string, description: string, properties: Record<string, unknown> = {}) =>
  ({
    type: 'function',
    function: {
      name,
      description,
      parameters: { type: 'object', properties, additionalProperties: false },
    },
  }) satisfies ChatCompletionTool;

const TEXT = (description: string) => ({ type: 'string', description });

const TOOLS: ChatCompletionTool[] = [
  tool(
    'ask_team_data',
    "Answers from the team's own data: what is late, what is due this week, which fabrics are trending, products with given fabrics/seasons/tags/categories, or anything the team wrote (products, comments, colours, tasks).",
    { question: TEXT('The question, in plain words.') },
  ),
  tool(
    'change_list',
    "The changes asked for in a product's comments and image pins, numbered, resolved ones marked.",
    { product: TEXT("The product's name; leave out for the product this conversation is about.") },
  ),
  tool(
    'suggest_tags',
    "The team's categories, seasons, fabrics, tags and colours that fit a product, each with its reason.",
    { product: TEXT("The product's name; leave out for the product this conversation is about.") },
  ),
  tool('write_brief', 'A structured design brief from a prompt and the team’s products.', {
    prompt: TEXT('What the brief is about.'),
  }),
  tool(
    'check_spec',
    "Checks a product's spec sheet: rows out of tolerance in its latest fit session, grading that reverses or jumps, rows without a tolerance, revisions no sample was made to yet.",
    { product: TEXT("The product's name; leave out for the product this conversation is about.") },
  ),
  tool(
    'palette',
    "The dominant colours of the message's images (or the product's), with the nearest colours of the team's library.",
  ),
];

/**
 * A supplier's person's tools (issue 47 §1): the questions about their products and the change
 * list of the threads shared with them; the team's own skills are not offered at all.
 */
const SUPPLIER_TOOLS: ChatCompletionTool[] = [
  tool(
    'ask_team_data',
    'Answers about the products assigned to this supplier: their sample requests (status, needed-by date, tracking), their released tech pack revisions and the comments shared with the supplier.',
    { question: TEXT('The question, in plain words.') },
  ),
  tool(
    'change_list',
    "The changes asked for in a product's comments shared with this supplier, numbered, resolved ones marked.",
    { product: TEXT("The product's name; leave out for the product this conversation is about.") },
  ),
];

const SUPPLIER_TOOL_NAMES = new Set(['ask_team_data', 'change_list']);

const SKILL_OF_TOOL: Record<string, DesignmateSkill> = {
  ask_team_data: 'ask',
  change_list: 'changes',
  suggest_tags: 'tags',
  write_brief: 'brief',
  palette: 'palette',
  check_spec: 'spec',
};

/** The tool a call names, run as the skill it stands for, with the model's arguments as its words. */
type Skills = Record<DesignmateSkill, (request: SkillRequest) => Promise<SkillAnswer>>;

async function runTool(skills: Skills, request: SkillRequest, name: string, args: unknown) {
  // A tool not offered to a supplier's person is unknown to them, whatever the model asks.
  if (request.supplierId && !SUPPLIER_TOOL_NAMES.has(name)) {
    return null;
  }
  const given = (args && typeof args === 'object' ? args : {}) as Record<string, unknown>;
  const words = (key: string) => (typeof given[key] === 'string' ? given[key] : '');
  switch (name) {
    case 'ask_team_data':
      return skills.ask({ ...request, text: words('question') || request.text });
    case 'change_list':
      return words('product')
        ? skills.ask({ ...request, text: `What was asked to change on ${words('product')}?` })
        : skills.changes(request);
    case 'suggest_tags':
      return words('product')
        ? skills.ask({ ...request, text: `Suggest tags for ${words('product')}` })
        : skills.tags(request);
    case 'write_brief':
      return skills.brief({ ...request, text: words('prompt') || request.text });
    case 'check_spec':
      return words('product')
        ? skills.spec({ ...request, text: `Check the spec of ${words('product')}` })
        : skills.spec({ ...request, text: 'Check this spec' });
    case 'palette':
      return skills.palette(request);
    default:
      return null;
  }
}

/** What the model reads of a skill's answer: its words and its rows, with their links. */
function forModel(answer: SkillAnswer): string {
  const { result } = answer;
  const summary = {
    text: answer.text,
    table: result.table?.rows.map((row) => [...row.cells, row.url]),
    changes: result.changes?.map((change) => ({
      text: change.text,
      by: change.author,
      resolved: change.resolved,
    })),
    suggestions: result.suggestions?.map(
      (entry) => `${entry.kind}: ${entry.name}${entry.reason ? ` (${entry.reason})` : ''}`,
    ),
    palette: result.palette?.map((colour) => ({
      hex: colour.hex,
      share: colour.share,
      nearest: colour.nearest?.name,
    })),
    brief: result.brief?.markdown,
  };
  return JSON.stringify(summary).slice(0, TOOL_RESULT_MAX);
}

const SUPPLIER_SYSTEM = (teamName: string, product: SkillRequest['product']) =>
  [
    `You are designmate in Atelier, helping a supplier that makes products for the fashion team "${teamName}".`,
    'Answer only from the tools, which read what the team shares with this supplier: the products',
    'assigned to it, their sample requests, released tech packs and shared comments. Costs, the',
    "team's libraries, tasks, other suppliers and internal comments are not available to suppliers:",
    'say so when asked. Keep answers short and practical, in the language of the question.',
    product ? `This conversation is about the product "${product.name}".` : '',
  ].join(' ');

const TEAM_SYSTEM = (teamName: string, product: SkillRequest['product']) =>
  [
    `You are designmate, the design helper of the fashion team "${teamName}" in Atelier.`,
    "Answer from the team's data, which you reach only through the tools; never invent products,",
    'comments or colours. Keep answers short and practical, in the language of the question.',
    product ? `This conversation is about the product "${product.name}".` : '',
  ].join(' ');

/** The model's instructions: a supplier's person's narrower ones, or the team's. */
const SYSTEM = (teamName: string, product: SkillRequest['product'], supplierId: string | null) =>
  supplierId ? SUPPLIER_SYSTEM(teamName, product) : TEAM_SYSTEM(teamName, product);

/** The whole answer, tool rounds included, took longer than `AI_TIMEOUT_MS`. */
class TookTooLong extends Error {}

/** Why the model did not answer, in words a designer reads (never the provider's own). */
export function providerTrouble(err: unknown): string {
  if (err instanceof TookTooLong || err instanceof OpenAI.APIConnectionTimeoutError)
    return 'it took too long to answer';
  if (err instanceof OpenAI.RateLimitError) return 'it is busy right now';
  if (err instanceof OpenAI.AuthenticationError) return 'it refused the key it was given';
  if (err instanceof OpenAI.APIConnectionError) return 'it could not be reached';
  return 'it answered with an error';
}

export interface ModelAnswer extends SkillAnswer {
  tokens: number;
}

/**
 * A conversation's next answer from the model, with the skills as its tools, within the time
 * allowed; the watcher sees each skill the model calls and the answer's words as they stream.
 */
export async function answerWithModel(
  ai: AiConfig,
  skills: Skills,
  request: SkillRequest & { teamName: string },
  history: readonly DesignmateMessage[],
  watch?: AnswerWatch,
): Promise<ModelAnswer> {
  const deadline = AbortSignal.timeout(ai.timeoutMs);
  const signal = watch ? AbortSignal.any([deadline, watch.signal]) : deadline;
  try {
    return await converse(ai, skills, request, history, signal, watch);
  } catch (err) {
    if (deadline.aborted && !watch?.signal.aborted) throw new TookTooLong();
    throw err;
  }
}

async function converse(
  ai: AiConfig,
  skills: Skills,
  request: SkillRequest & { teamName: string },
  history: readonly DesignmateMessage[],
  signal: AbortSignal,
  watch: AnswerWatch | undefined,
): Promise<ModelAnswer> {
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: SYSTEM(request.teamName, request.product, request.supplierId) },
    ...recentHistory(history),
    { role: 'user', content: request.text || 'Make the palette of these images.' },
  ];
  let tokens = 0;
  let skill: DesignmateSkill | null = null;
  const result: SkillResult = {};
  const sent = [SYSTEM(request.teamName, request.product, request.supplierId)];
  const sources: SkillAnswer['sources'] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    // Past ANSWER_TEXT_MAX the provider's stream is cut, and what it said so far is the answer.
    const cut = new AbortController();
    const stream = aiClient(ai).chat.completions.stream(
      {
        model: ai.model,
        messages,
        tools: request.supplierId ? SUPPLIER_TOOLS : TOOLS,
        max_tokens: ANSWER_TOKENS,
        stream_options: { include_usage: true },
      },
      { signal: AbortSignal.any([signal, cut.signal]) },
    );
    let said = '';
    stream.on('content', (words) => {
      const kept = words.slice(0, ANSWER_TEXT_MAX - said.length);
      said += kept;
      if (kept) watch?.text(kept);
      if (kept.length < words.length) cut.abort();
    });
    let completion;
    try {
      completion = await stream.finalChatCompletion();
    } catch (err) {
      if (!cut.signal.aborted || signal.aborted) throw err;
      return {
        skill: skill ?? 'ask',
        text: `${said.trim()}…`,
        result: { ...result, sentToModel: sent },
        sources,
        tokens: tokens + ANSWER_TOKENS,
      };
    }
    tokens += completion.usage?.total_tokens ?? 0;
    const reply = completion.choices?.[0]?.message;
    if (!reply) throw new OpenAI.APIError(undefined, undefined, 'no answer', undefined);
    const calls = (reply.tool_calls ?? []).filter((call) => call.type === 'function');
    if (calls.length === 0) {
      if (!reply.content?.trim())
        throw new OpenAI.APIError(undefined, undefined, 'empty', undefined);
      return {
        skill: skill ?? 'ask',
        text: reply.content.trim().slice(0, ANSWER_TEXT_MAX),
        result: { ...result, sentToModel: sent },
        sources,
        tokens,
      };
    }
    messages.push({ role: 'assistant', content: reply.content ?? null, tool_calls: calls });
    for (const call of calls) {
      const asked = SKILL_OF_TOOL[call.function.name];
      if (asked) watch?.skill(asked);
      let args: unknown = {};
      try {
        args = JSON.parse(call.function.arguments || '{}');
      } catch {
        // Arguments that are not JSON are read as none.
      }
      const answer = await runTool(skills, request, call.function.name, args).catch(
        // The model reads our own refusals ('Open a product first…'), never an internal error,
        // which the operator reads in the log instead.
        (err: unknown) => {
          if (err instanceof AppError) return { failed: err.message };
          request.ctx.failures.record('aiTool', err, {
            tool: call.function.name,
            teamId: request.teamId,
          });
          return { failed: 'failed' };
        },
      );
      if (answer && 'skill' in answer) {
        skill = answer.skill;
        Object.assign(result, answer.result);
        sources.push(...answer.sources.filter((s) => !sources.some((o) => o._id === s._id)));
      }
      const content = answer
        ? 'skill' in answer
          ? forModel(answer)
          : JSON.stringify({ error: answer.failed })
        : JSON.stringify({ error: `unknown tool ${call.function.name}` });
      sent.push(`${call.function.name}: ${content}`);
      messages.push({ role: 'tool', tool_call_id: call.id, content });
    }
  }
  throw new OpenAI.APIError(undefined, undefined, 'too many tool rounds', undefined);
}
