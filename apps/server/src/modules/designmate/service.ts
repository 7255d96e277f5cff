/**
 * designmate (issue 35), through the policy: a user keeps conversations in a team they are in,
 * which nobody else reads. A message is answered by the skill it names or the one its words call
 * for, from the team's data the user may see (each skill reads through services or scoped
 * queries); the question and the answer are kept together, counted against the plan's allowance.
 */
import type { Multipart } from '@fastify/multipart';
import type { z } from 'zod';
import { DESIGNMATE_FILES_MAX, DESIGNMATE_SKILL_LABELS, messages } from '@atelier/domain';
import type {
  DesignmateSkill,
  DesignmateSource,
  Product,
  SavedDesignmatePalette,
  TagSuggestion,
  ZCreateDesignmateSchema,
  ZDesignmateMessageSchema,
} from '@atelier/domain';
import type {
  DesignmateConversationRow,
  DesignmateMessageRow,
  UserRow,
} from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError, forbidden, notFound } from '../../platform/http/errors.ts';
import { receiveTeamUploads } from '../../platform/media/team-uploads.ts';
import { transaction } from '../../platform/transaction.ts';
import {
  authorizeDesignmateQuestion,
  authorizeStorage,
  designmateAllowance,
} from '../policy/plans.ts';
import { authorize } from '../policy/policy.ts';
import type { Standing } from '../policy/standing.ts';
import { addToLibrary } from '../colours/service.ts';
import { addProductLinks, getProduct } from '../products/service.ts';
import { dateFormatOf } from '../settings/service.ts';
import { answerWithModel, providerTrouble } from './model.ts';
import { presentConversation, presentHiddenMessage, presentMessage } from './presenter.ts';
import {
  deleteConversation as removeConversation,
  deleteMessage,
  findAnswer,
  findConversation,
  findUnusedConversation,
  insertConversation,
  insertMessage,
  insertUploads,
  isImageExtension,
  lockTeamAllowance,
  listConversations as conversationsOf,
  listMessages,
  stillVisible,
  teamNameOf,
  teamUsage,
  updateConversation,
} from './queries.ts';
import { ask } from './skills/ask.ts';
import { writeBrief } from './skills/brief.ts';
import { changesAsked } from './skills/changes-asked.ts';
import { chooseSkill } from './skills/choose.ts';
import { colourNames } from './skills/colour-names.ts';
import { paletteOf } from './skills/palette-answer.ts';
import { checkSpec } from './skills/spec-check.ts';
import { SUPPLIER_SKILLS } from './skills/supplier.ts';
import { suggestTags } from './skills/tags.ts';
import type { AnswerWatch, SkillAnswer, SkillRequest } from './skills/types.ts';

type CreateInput = z.output<typeof ZCreateDesignmateSchema>;

/** A conversation's name until its first question names it (or the user does). */
const UNNAMED = 'New conversation';
const NAMED_FROM_QUESTION = 60;
type MessageInput = z.output<typeof ZDesignmateMessageSchema>;

const SKILLS: Record<DesignmateSkill, (request: SkillRequest) => Promise<SkillAnswer>> = {
  palette: paletteOf,
  changes: changesAsked,
  tags: (request) => suggestTags(request),
  ask,
  brief: writeBrief,
  spec: checkSpec,
};

/** The skills that answer the request's asker: a supplier's person has theirs alone. */
const skillsOf = (request: SkillRequest) => (request.supplierId ? SUPPLIER_SKILLS : SKILLS);

/** The product a conversation is about, if the user may see it and it is of the same team. */
async function productIn(ctx: AppContext, user: UserRow, teamId: string, productId: string) {
  const product = await getProduct(ctx, user, productId);
  if (product.teamId !== teamId) throw notFound();
  return product;
}

/** The supplier a standing's person works for in the team, or null for the team's own people. */
const supplierOf = (standing: Standing) =>
  standing.kind === 'user' ? (standing.membership?.supplier?.id ?? null) : null;

/**
 * The user's designmate in a team: its owner, an active member, or an active supplier's person
 * (issue 47 §1), whose answers come from `SUPPLIER_SKILLS` alone. Answers their supplier, if any.
 */
async function designmateIn(ctx: AppContext, user: UserRow, teamId: string) {
  const standing = await authorize(ctx.db, user, 'read', {
    kind: 'designmate',
    teamId,
    ownerId: user.id,
  });
  return supplierOf(standing);
}

/** The conversation, if it is the user's in a team they are still in, with their supplier. */
async function conversationAndSupplier(ctx: AppContext, user: UserRow, id: string) {
  const conversation = await findConversation(ctx.db, id);
  if (!conversation) throw notFound();
  const standing = await authorize(ctx.db, user, 'read', { kind: 'designmate', ...conversation });
  return { conversation, supplierId: supplierOf(standing) };
}

/** The conversation, if it is the user's in a team they are still in. */
async function conversationFor(ctx: AppContext, user: UserRow, id: string) {
  return (await conversationAndSupplier(ctx, user, id)).conversation;
}

/**
 * The conversation, for what writes into the team (images into its storage, colours into its
 * library, links onto a product): the team's own people only, a supplier's person 403.
 */
async function teamConversationFor(ctx: AppContext, user: UserRow, id: string) {
  const { conversation, supplierId } = await conversationAndSupplier(ctx, user, id);
  if (supplierId) throw forbidden(messages.designmateNotForSuppliers);
  return conversation;
}

export async function listConversations(ctx: AppContext, user: UserRow, query: { teamId: string }) {
  await designmateIn(ctx, user, query.teamId);
  const rows = await conversationsOf(ctx.db, user.id, query.teamId);
  return rows.map(presentConversation);
}

export async function createConversation(ctx: AppContext, user: UserRow, input: CreateInput) {
  await designmateIn(ctx, user, input.teamId);
  const product = input.productId
    ? await productIn(ctx, user, input.teamId, input.productId)
    : null;
  const values = {
    teamId: input.teamId,
    ownerId: user.id,
    title: input.title || (product ? `About ${product.name}` : UNNAMED),
    productId: product?._id ?? null,
  };
  // An empty conversation about the same thing is opened again: clicks never pile up blanks.
  const unused = await findUnusedConversation(ctx.db, values);
  const row = unused
    ? await updateConversation(ctx.db, unused.id, { title: values.title })
    : await insertConversation(ctx.db, values);
  return presentConversation(row);
}

/** What a message read: its sources that permissions guard, and the product it was about. */
function guardedSources(row: DesignmateMessageRow) {
  const of = (kind: DesignmateSource['kind']) =>
    row.sources.filter((source) => source.kind === kind).map((source) => source._id);
  return {
    products: [...of('product'), ...(row.productId ? [row.productId] : [])],
    files: of('file'),
    comments: of('comment'),
  };
}

/**
 * The messages as the user may read them now: an answer whose products, files or comments they
 * lost the keys for is shown as hidden (and never sent to a model again).
 */
async function readable(ctx: AppContext, user: UserRow, rows: readonly DesignmateMessageRow[]) {
  const guarded = rows.map(guardedSources);
  const visible = await stillVisible(ctx.db, user.id, {
    products: [...new Set(guarded.flatMap((ids) => ids.products))],
    files: [...new Set(guarded.flatMap((ids) => ids.files))],
    comments: [...new Set(guarded.flatMap((ids) => ids.comments))],
  });
  const messages = rows.map((row, index) => {
    const ids = guarded[index]!;
    const lost = [...ids.products, ...ids.files, ...ids.comments].some((key) => !visible.has(key));
    return row.role === 'assistant' && lost ? presentHiddenMessage(row) : presentMessage(row);
  });
  return messages;
}

export async function getConversation(ctx: AppContext, user: UserRow, id: string) {
  const conversation = await conversationFor(ctx, user, id);
  const rows = await listMessages(ctx.db, conversation.id);
  return { ...presentConversation(conversation), messages: await readable(ctx, user, rows) };
}

export async function renameConversation(
  ctx: AppContext,
  user: UserRow,
  id: string,
  input: { title: string },
) {
  const conversation = await conversationFor(ctx, user, id);
  return presentConversation(await updateConversation(ctx.db, conversation.id, input));
}

export async function deleteConversation(ctx: AppContext, user: UserRow, id: string) {
  const conversation = await conversationFor(ctx, user, id);
  await removeConversation(ctx.db, conversation.id);
  return { _id: conversation.id };
}

/**
 * Mood-board images for the conversation, through the one upload pipeline into the team's
 * private `designmate/` folder, within the plan's storage; images only.
 */
export async function uploadImages(
  ctx: AppContext,
  user: UserRow,
  id: string,
  parts: AsyncIterableIterator<Multipart>,
  announcedBytes: number,
) {
  const conversation = await teamConversationFor(ctx, user, id);
  const { teamId } = conversation;
  await authorizeStorage(ctx.db, teamId, announcedBytes);
  const { saved } = await receiveTeamUploads(ctx, {
    folder: `designmate/${teamId}/${conversation.id}/`,
    parts,
    owner: { ownerId: user.id, teamId },
    max: DESIGNMATE_FILES_MAX,
    tooMany: messages.designmateTooManyFiles,
    authorizeBytes: (tx, bytes) => authorizeStorage(tx, teamId, bytes),
    check: (files) => {
      if (files.some((file) => !isImageExtension(file.ext))) {
        throw fieldError('files', messages.designmateNotImage);
      }
    },
    save: (tx, files) =>
      insertUploads(
        tx,
        files.map((file) => ({
          conversationId: conversation.id,
          name: file.name,
          ext: file.ext,
          path: file.path,
        })),
      ),
  });
  return Promise.all(
    (saved ?? []).map(async (row) => ({
      _id: row.id,
      name: row.name,
      url: await ctx.files.url(row.path),
    })),
  );
}

/** The offline skill a message names, or the one its words call for, told to the watcher. */
async function offline(
  request: SkillRequest,
  skill: DesignmateSkill | undefined,
  watch: AnswerWatch | undefined,
) {
  const chosen =
    skill ??
    chooseSkill(request.text, {
      hasFiles: request.fileIds.length > 0,
      hasProduct: request.product !== null,
    });
  watch?.skill(chosen);
  const answer = await skillsOf(request)[chosen](request);
  watch?.text(answer.text);
  return answer;
}

/**
 * The answer: a named skill answers itself; otherwise the model, when one is set up, with the
 * skills as its tools — and if it fails, the offline skills, saying why. A stop is no failure.
 */
async function answerFor(
  request: SkillRequest,
  input: MessageInput,
  question: { conversationId: string; questionId: string },
  watch: AnswerWatch | undefined,
): Promise<SkillAnswer> {
  const { ai } = request.ctx.config;
  if (!ai || input.skill) return offline(request, input.skill, watch);
  const teamName = await teamNameOf(request.ctx.db, request.teamId);
  const earlier = await listMessages(request.ctx.db, question.conversationId);
  const history = await readable(
    request.ctx,
    request.user,
    earlier.filter((row) => row.id !== question.questionId),
  );
  try {
    return await answerWithModel(ai, skillsOf(request), { ...request, teamName }, history, watch);
  } catch (err) {
    if (watch?.signal.aborted) throw err;
    request.ctx.failures.record('aiFallback', err, {
      why: providerTrouble(err),
      teamId: request.teamId,
    });
    const why = `The AI service did not answer (${providerTrouble(err)}), so designmate’s own skills did: `;
    watch?.text(`\n\n${why}`);
    const answer = await offline(request, undefined, watch);
    return { ...answer, text: `${why}${answer.text}` };
  }
}

const startOfMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
};

/** The team's questions and tokens this month, against its plan: any member may see them. */
export async function getUsage(ctx: AppContext, user: UserRow, query: { teamId: string }) {
  await designmateIn(ctx, user, query.teamId);
  const since = startOfMonth();
  const [used, questionLimit] = await Promise.all([
    teamUsage(ctx.db, query.teamId, since),
    designmateAllowance(ctx.db, query.teamId),
  ]);
  return { since: since.toISOString(), ...used, questionLimit };
}

/** One of the conversation's answers, as its owner may read it now (404 otherwise). */
async function answerIn(ctx: AppContext, user: UserRow, id: string, messageId: string) {
  const conversation = await teamConversationFor(ctx, user, id);
  const row = await findAnswer(ctx.db, conversation.id, messageId);
  if (!row) throw notFound();
  const [readableRow] = await readable(ctx, user, [row]);
  if (readableRow?.text === messages.designmateAnswerHidden) throw notFound();
  return { conversation, row };
}

/**
 * An answer's palette into the team's library and, asked to, onto the conversation's product,
 * in one transaction: the colours are found or added and the product's colours read under its
 * lock, so a teammate's change is kept and a failure leaves nothing half done.
 */
export async function savePalette(
  ctx: AppContext,
  user: UserRow,
  id: string,
  messageId: string,
  input: { to: 'library' | 'product' },
): Promise<SavedDesignmatePalette> {
  const { conversation, row } = await answerIn(ctx, user, id, messageId);
  const hexes = (presentMessage(row).palette ?? []).map((colour) => colour.hex);
  if (hexes.length === 0) throw fieldError('messageId', messages.designmateNoPalette);
  // A new colour is named as a colourist would call it, not "Mood board 1".
  const names = colourNames(hexes);
  const wanted = hexes.map((hex, index) => ({ hex, name: names[index]! }));
  const productId = row.productId;
  if (input.to === 'product' && !productId) throw fieldError('to', messages.designmateNoProduct);
  return transaction(ctx, async (tx) => {
    const { ids, added } = await addToLibrary(tx, user, conversation.teamId, wanted);
    if (input.to === 'library' || !productId) return { colourIds: ids, added, product: null };
    const product = await addProductLinks(ctx, tx, user, productId, { colourIds: ids });
    return { colourIds: ids, added, product: { _id: product._id, name: product.name } };
  });
}

/** One of an answer's suggestions onto its product, keeping what the product has. */
export async function applySuggestion(
  ctx: AppContext,
  user: UserRow,
  id: string,
  messageId: string,
  input: { kind: TagSuggestion['kind']; _id: string },
) {
  const { row } = await answerIn(ctx, user, id, messageId);
  const offered = (presentMessage(row).suggestions ?? []).some(
    (entry) => entry.kind === input.kind && entry._id === input._id,
  );
  if (!offered || !row.productId) throw fieldError('_id', messages.designmateSuggestionUnknown);
  const productId = row.productId;
  const add =
    input.kind === 'category'
      ? { categoryId: input._id }
      : input.kind === 'season'
        ? { seasonId: input._id }
        : input.kind === 'fabric'
          ? { fabricIds: [input._id] }
          : input.kind === 'colour'
            ? { colourIds: [input._id] }
            : { tagIds: [input._id] };
  return transaction(ctx, (tx) => addProductLinks(ctx, tx, user, productId, add));
}

/** A question checked, counted and kept, ready to answer. */
export interface Question {
  request: SkillRequest;
  input: MessageInput;
  conversation: DesignmateConversationRow;
  productId: string | null;
  questionId: string;
}

/**
 * Everything that may refuse a question, before any answer is made (a streamed reply starts only
 * after): the conversation is the user's, the product and images are of its team, the plan has
 * questions left. The question is counted and kept in one transaction that holds the team's row,
 * so questions sent at once cannot pass the allowance together.
 */
export async function prepareMessage(
  ctx: AppContext,
  user: UserRow,
  id: string,
  input: MessageInput,
): Promise<Question> {
  const { conversation, supplierId } = await conversationAndSupplier(ctx, user, id);
  const { teamId } = conversation;
  // A supplier's person attaches no images: they would go to the team's storage for a palette
  // that is not theirs to make.
  if (supplierId && input.fileIds?.length) throw forbidden(messages.designmateNotForSuppliers);
  const productId = input.productId ?? conversation.productId;
  const product: Product | null = productId ? await productIn(ctx, user, teamId, productId) : null;
  const asked = await transaction(ctx, async (tx) => {
    await lockTeamAllowance(tx, teamId);
    const { questions } = await teamUsage(tx, teamId, startOfMonth());
    await authorizeDesignmateQuestion(tx, teamId, questions);
    return insertMessage(tx, {
      conversationId: id,
      teamId,
      role: 'user',
      text: input.text,
      skill: input.skill ?? null,
      productId,
      fileIds: input.fileIds ?? [],
    });
  });
  const request: SkillRequest = {
    ctx,
    user,
    teamId,
    conversationId: id,
    text: input.text,
    product,
    fileIds: input.fileIds ?? [],
    dateFormat: await dateFormatOf(ctx, user.id),
    supplierId,
  };
  return { request, input, conversation, productId, questionId: asked.id };
}

/**
 * The question's answer, kept after it; when the asker stopped it or its skill refused it, the
 * question goes too, neither kept nor counted.
 */
export async function answerMessage(question: Question, watch?: AnswerWatch) {
  const { request, input, conversation, productId, questionId } = question;
  const { ctx, teamId } = request;
  const id = conversation.id;
  const fileIds = [...request.fileIds];
  let answer: SkillAnswer;
  try {
    answer = await answerFor(request, input, { conversationId: id, questionId }, watch);
  } catch (err) {
    await deleteMessage(ctx.db, questionId);
    // Whatever a stopped answer threw on its way out (the provider's abort) is no failure.
    if (watch?.signal.aborted) return null;
    throw err;
  }
  if (watch?.signal.aborted) {
    await deleteMessage(ctx.db, questionId);
    return null;
  }
  const reply = await transaction(ctx, async (tx) => {
    const row = await insertMessage(tx, {
      conversationId: id,
      teamId,
      role: 'assistant',
      text: answer.text,
      skill: answer.skill,
      productId: answer.productId ?? productId,
      fileIds,
      result: { ...answer.result },
      sources: answer.sources,
      tokens: answer.tokens ?? 0,
    });
    const named = input.text.slice(0, NAMED_FROM_QUESTION) || DESIGNMATE_SKILL_LABELS[answer.skill];
    await updateConversation(tx, id, conversation.title === UNNAMED ? { title: named } : {});
    return row;
  });
  return presentMessage(reply);
}
