import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { MentionPeopleContext } from '../../../components/mentions/mention-people';
import { useMentionable } from '../api/get-mentionable';

/** Offers the product team's people to the mention boxes inside, loaded on the first focus. */
export function ProductMentions({
  productId,
  children,
}: {
  productId: string;
  children: ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const mentionable = useMentionable(productId, { enabled: wanted });
  const value = useMemo(
    () => ({ people: mentionable.data, request: () => setWanted(true) }),
    [mentionable.data],
  );
  return <MentionPeopleContext.Provider value={value}>{children}</MentionPeopleContext.Provider>;
}
