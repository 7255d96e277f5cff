/**
 * The team member a question names ("what did Marco ask", "Ines's tasks", "my tasks"): its words
 * are looked up among the team's people through global search (scoped to the people the user
 * works with in this team), and a person counts as named when one of their names is one of the
 * question's words.
 */
import { displayName } from '@atelier/domain';
import { search } from '../../search/service.ts';
import type { ParsedQuestion } from './question.ts';
import type { SkillRequest } from './types.ts';

export interface NamedPerson {
  id: string;
  name: string;
  /** Their names' words, lower case: no longer a topic once they name the person. */
  words: string[];
}

const CANDIDATES = 10;

export async function personNamed(
  request: SkillRequest,
  question: ParsedQuestion,
): Promise<NamedPerson | null> {
  const candidates = [...new Set([...question.people, ...question.topic])].slice(0, CANDIDATES);
  if (candidates.length > 0) {
    const found = await search(request.ctx, request.user, {
      searchFilter: candidates.join(' or ').slice(0, 200),
      kind: 'member',
      teamId: request.teamId,
      page: 1,
      limit: CANDIDATES,
    });
    for (const word of candidates) {
      const hit = found.data.find((member) =>
        member.title.toLowerCase().split(/\s+/u).includes(word),
      );
      if (hit)
        return { id: hit._id, name: hit.title, words: hit.title.toLowerCase().split(/\s+/u) };
    }
  }
  if (!question.isSelf) return null;
  const name = displayName(request.user);
  return { id: request.user.id, name, words: [] };
}

/** The question's topic without the person's names. */
export const topicBesides = (question: ParsedQuestion, person: NamedPerson | null) =>
  question.topic.filter((word) => !person?.words.includes(word));
