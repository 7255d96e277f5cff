import type { DesignmateUpload, Team } from '@atelier/domain';
import { Grid, Paper, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { useStartConversation } from '../../../features/designmate/api/conversations';
import { ConversationList } from '../../../features/designmate/components/conversation-list';
import { ConversationView } from '../../../features/designmate/components/conversation-view';
import { useSelectedTeam } from '../../../features/teams/hooks/use-selected-team';
import { useT } from '../../../lib/i18n';
import { runMutation } from '../../../lib/run-mutation';
import { TeamScoped } from './team-scoped';

const CONVERSATION = 'conversation';
const PRODUCT = 'product';

/** What an image page hands over with "Ask designmate": the image to ask about. */
interface AskedFrom {
  image?: DesignmateUpload;
}

/**
 * /designmate: the user's conversations in the selected team. `?conversation=<id>` opens one;
 * `?product=<id>` (a product or image page's "Ask designmate") starts one about that product,
 * with the image of an image page ready to send.
 */
function Designmate({ team }: { team: Team }) {
  const [params, setParams] = useSearchParams();
  const askedFrom = useLocation().state as AskedFrom | null;
  const [attached, setAttached] = useState<{ to: string; image: DesignmateUpload } | null>(null);
  const openId = params.get(CONVERSATION);
  const productId = params.get(PRODUCT);
  const start = useStartConversation();
  const started = useRef<string | null>(null);
  const t = useT();
  // A supplier's person's designmate reads what the team shares with them (issue 47 §1).
  const forSupplier = team.supplier !== null;

  const open = (id: string | null) =>
    setParams(id ? { [CONVERSATION]: id } : {}, { replace: true });
  const begin = async (about?: string, image?: DesignmateUpload) => {
    const result = await runMutation(
      () => start.mutateAsync({ teamId: team._id, ...(about ? { productId: about } : {}) }),
      { toastSuccess: false },
    );
    const id = result?.data._id ?? null;
    if (id && image) setAttached({ to: id, image });
    open(id);
  };

  useEffect(() => {
    if (!productId || started.current === productId) return;
    started.current = productId;
    void begin(productId, askedFrom?.image);
    // Once per product asked for: the ref keeps a second render from starting another.
  }, [productId]);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        <ConversationList
          teamId={team._id}
          openId={openId}
          onOpen={open}
          onStart={() => void begin()}
          starting={start.isPending}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        {openId ? (
          <ConversationView
            key={openId}
            id={openId}
            teamId={team._id}
            images={attached?.to === openId ? [attached.image] : []}
            forSupplier={forSupplier}
          />
        ) : forSupplier ? (
          <Paper withBorder p="xl">
            <Text fw={600}>{t('designmate.supplierIntroTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('designmate.supplierIntro')}
            </Text>
          </Paper>
        ) : (
          <Paper withBorder p="xl">
            <Text fw={600}>Start a conversation</Text>
            <Text size="sm" c="dimmed">
              designmate works from your team’s own products, comments, colours and fabrics: it
              finds what is late, lists the changes a thread asks for, suggests tags, writes a brief
              and reads the palette of a mood board — no AI service needed.
            </Text>
          </Paper>
        )}
      </Grid.Col>
    </Grid>
  );
}

export function DesignmateRoute() {
  useDocumentTitle('designmate · Atelier');
  const { selectedTeam } = useSelectedTeam();
  const t = useT();
  return (
    <>
      <PageHeader
        title="designmate"
        description={
          selectedTeam?.supplier
            ? t('designmate.supplierIntroTitle')
            : 'Your team’s helper: ask about your products, or drop a mood board for its palette.'
        }
      />
      <TeamScoped what="designmate">{(team) => <Designmate team={team} />}</TeamScoped>
    </>
  );
}
