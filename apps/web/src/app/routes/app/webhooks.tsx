import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSelectedTeam } from '../../../features/teams/hooks/use-selected-team';
import { Webhooks } from '../../../features/webhooks/components/webhooks';
import { WebhooksUnavailable } from '../../../features/webhooks/components/webhooks-unavailable';
import { useWebhookT } from '../../../features/webhooks/i18n';
import { paths } from '../../../lib/paths';

/**
 * The selected team's webhooks (issue 49 §2). Only its owner manages them: anyone else is told
 * so, and nothing is asked of the server, which would refuse them anyway.
 */
export function WebhooksRoute() {
  const t = useWebhookT();
  useDocumentTitle(t('wh.documentTitle'));
  const { selectedTeam, isLoading } = useSelectedTeam();
  const isOwner = selectedTeam !== null && selectedTeam.isOwner && !selectedTeam.supplier;
  return (
    <>
      <PageHeader
        title={selectedTeam ? t('wh.pageTitleOf', { team: selectedTeam.name }) : t('wh.title')}
        description={t('wh.pageDescription')}
        back={{ to: paths.settingTeam, label: t('wh.backToTeam') }}
      />
      {isLoading ? (
        <PageLoader />
      ) : isOwner ? (
        <Webhooks key={selectedTeam._id} team={selectedTeam} />
      ) : (
        <WebhooksUnavailable reason={selectedTeam ? 'notOwner' : 'noTeam'} />
      )}
    </>
  );
}
