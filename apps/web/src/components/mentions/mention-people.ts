import type { Mentionable } from '@atelier/domain';
import { createContext, useContext } from 'react';

/**
 * Whom the mention boxes below may offer, and a way to ask for them: the list is loaded only when
 * someone starts writing (`request`), not with every page. Without a provider (a share-link
 * visitor, who knows no one) nobody is offered.
 */
export interface MentionPeople {
  people: readonly Mentionable[] | undefined;
  request: () => void;
}

export const MentionPeopleContext = createContext<MentionPeople>({
  people: [],
  request: () => undefined,
});

export const useMentionPeople = () => useContext(MentionPeopleContext);
