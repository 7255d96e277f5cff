import { displayName } from '@atelier/domain';
import type { Mentionable, Team } from '@atelier/domain';
import { useDocumentTitle } from '@mantine/hooks';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { MessagesView } from '../../../features/messages/components/messages-view';
import { ProductLinkCard } from '../../../features/products/components/product-link-card';
import { useTeamPeople } from '../../../features/teams/api/get-team-people';
import { useSession } from '../../../lib/session';
import { TeamScoped } from './team-scoped';

/** The address keeps the open conversation (`?c=<id>`), so a notification's link reopens it. */
const CONVERSATION = 'c';

/** /messages: the selected team's channel and the user's direct conversations. */
export function MessagesRoute() {
  useDocumentTitle('Messages · Atelier');
  return (
    <>
      <PageHeader
        title="Messages"
        description="Talk with your team next to the work: the team channel, and one-to-one conversations."
      />
      <TeamScoped what="messages">
        {(team) => <TeamMessages key={team._id} team={team} />}
      </TeamScoped>
    </>
  );
}

function TeamMessages({ team }: { team: Team }) {
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const members = useTeamPeople(team._id);
  const people: Mentionable[] = useMemo(
    () =>
      (members.data ?? []).map((member) => ({
        _id: member._id,
        name: displayName(member),
        profilePicture: member.profilePicture,
      })),
    [members.data],
  );
  return (
    <MessagesView
      team={team}
      userId={user?._id ?? ''}
      people={people}
      conversationId={search.get(CONVERSATION)}
      onOpen={(conversationId) =>
        setSearch(conversationId ? { [CONVERSATION]: conversationId } : {}, { replace: true })
      }
      renderProduct={(productId) => <ProductLinkCard productId={productId} />}
    />
  );
}
