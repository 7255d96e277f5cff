/**
 * "What did Marco ask on the parka?" (issue 44): the change list of the product the question is
 * about — the conversation's, or the one its words name — narrowed to the person it names, if any.
 */
import type { Product } from '@atelier/domain';
import { changesFor } from './changes-answer.ts';
import { personNamed, topicBesides, type NamedPerson } from './people.ts';
import { productNamed } from './product-named.ts';
import { parseQuestion, type ParsedQuestion } from './question.ts';
import type { SkillAnswer, SkillRequest } from './types.ts';

/** The change list, and when a person is named, theirs alone, said so. */
async function changesOf(
  request: SkillRequest,
  product: Product | undefined,
  person: NamedPerson | null,
): Promise<SkillAnswer> {
  const answer = await changesFor(request, product, person?.id);
  if (!person) return answer;
  const about = product ?? request.product;
  const changes = answer.result.changes ?? [];
  const open = changes.filter((change) => !change.resolved).length;
  const text =
    changes.length === 0
      ? `${person.name} asked for no change on ${about?.name}.`
      : `${person.name} asked for ${changes.length} ${changes.length === 1 ? 'change' : 'changes'} on ${about?.name}, ${open} still open:`;
  return { ...answer, text };
}

/** The changes skill: the conversation's product (none is a 400), by the person named if any. */
export async function changesAsked(request: SkillRequest): Promise<SkillAnswer> {
  const question = parseQuestion(request.text);
  const person = request.product ? await personNamed(request, question) : null;
  return changesOf(request, undefined, person);
}

/** From a question: null when it names no product and the conversation has none. */
export async function changesAskedIn(
  request: SkillRequest,
  question: ParsedQuestion,
): Promise<SkillAnswer | null> {
  const person = await personNamed(request, question);
  const product = request.product ?? (await productNamed(request, topicBesides(question, person)));
  return product ? changesOf(request, product, person) : null;
}
