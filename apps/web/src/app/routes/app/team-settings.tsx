import { ThemeIcon } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconWebhook } from '@tabler/icons-react';
import { PageHeader } from '../../../components/layouts/page-header';
import { LinkCard } from '../../../components/ui/link-card';
import { displayName, type Team } from '@atelier/domain';
import { TeamCostingCard } from '../../../features/costing/components/team-costing';
import { DesignmateUsageCard } from '../../../features/designmate/components/usage-card';
import { SampleRounds } from '../../../features/poms/components/sample-rounds';
import { SuppliersCard } from '../../../features/suppliers/components/suppliers-card';
import { StageGates } from '../../../features/products/components/stage-gates';
import { useTeamMembers } from '../../../features/teams/api/get-team-members';
import { TeamSettings } from '../../../features/teams/components/team-settings';
import { useRoleOptions } from '../../../features/teams/hooks/use-role-options';
import { useSelectedTeam } from '../../../features/teams/hooks/use-selected-team';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

export function TeamSettingsRoute() {
  useDocumentTitle('Team settings · Atelier');
  const { selectedTeam: selected } = useSelectedTeam();
  // A supplier's person has no say in the team's stages, rounds, costing or suppliers.
  const selectedTeam = selected?.supplier ? null : selected;
  return (
    <>
      <PageHeader
        title="Team settings"
        description="Your teams, and the people you work with in them."
        back={{ to: paths.setting, label: 'Settings' }}
      />
      <TeamSettings />
      {selectedTeam && <TeamStages key={selectedTeam._id} team={selectedTeam} />}
      {selectedTeam && <SampleRounds key={selectedTeam._id} team={selectedTeam} />}
      {selectedTeam && <TeamCostingCard key={selectedTeam._id} team={selectedTeam} />}
      {selectedTeam && <SuppliersCard key={selectedTeam._id} team={selectedTeam} />}
      {selectedTeam?.isOwner && <WebhooksLink />}
      {selectedTeam && (
        <DesignmateUsageCard
          key={selectedTeam._id}
          teamId={selectedTeam._id}
          teamName={selectedTeam.name}
        />
      )}
    </>
  );
}

/** The selected team's stage gates, their approvers chosen from its people and roles. */
function TeamStages({ team }: { team: Team }) {
  const members = useTeamMembers(team._id);
  // On Free the built-in roles, without asking for own roles the plan does not have.
  const { roles } = useRoleOptions({ wanted: team.policies.editTeam });
  return (
    <StageGates
      teamId={team._id}
      teamName={team.name}
      canEdit={team.policies.editTeam}
      people={(members.data ?? []).map((member) => ({
        value: member._id,
        label: displayName(member),
      }))}
      roles={roles.map((role) => ({ value: role._id, label: role.name }))}
    />
  );
}

/** The team's webhooks are its owner's (issue 49 §2): a page of their own, linked from here. */
function WebhooksLink() {
  const t = useT();
  return (
    <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
      <LinkCard
        to={paths.settingWebhooks}
        title={t('settings.webhooks')}
        description={t('settings.webhooksDescription')}
        top={
          <ThemeIcon variant="light" size={44} radius="md">
            <IconWebhook size={24} stroke={1.6} />
          </ThemeIcon>
        }
      />
    </div>
  );
}
