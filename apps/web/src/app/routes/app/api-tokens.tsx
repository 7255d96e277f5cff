import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { ApiTokens } from '../../../features/api-tokens/components/api-tokens';
import { useApiTokenT } from '../../../features/api-tokens/i18n';
import { useSelectedTeam } from '../../../features/teams/hooks/use-selected-team';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** The person's own API tokens (issue 49 §1), beside their personal settings. */
export function ApiTokensRoute() {
  const t = useApiTokenT();
  const tApp = useT();
  useDocumentTitle(t('tok.documentTitle'));
  const { teams, selectedTeamId, isLoading } = useSelectedTeam();
  // A token may reach only teams its person works in; the server refuses any other.
  const options = isLoading
    ? null
    : teams
        .filter((team) => team.memberStatus === 'active')
        .map((team) => ({ value: team._id, label: team.name }));
  return (
    <>
      <PageHeader
        title={t('tok.pageTitle')}
        description={t('tok.pageDescription')}
        back={{ to: paths.setting, label: tApp('settings.title') }}
      />
      <ApiTokens teams={options} selectedTeamId={selectedTeamId} />
    </>
  );
}
