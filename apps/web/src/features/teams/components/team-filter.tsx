import { Select } from '@mantine/core';
import { useTeams } from '../api/get-teams';
import { useT } from '../../../lib/i18n';

const ALL_TEAMS = 'all';

interface TeamFilterProps {
  /** The team shown; undefined when the page shows all of the user's teams. */
  teamId: string | undefined;
  /** The team chosen, or null for all teams. */
  onChange: (teamId: string | null) => void;
}

/** Which of the user's teams a page of designs shows: one of them, or all. */
export function TeamFilter({ teamId, onChange }: TeamFilterProps) {
  const t = useT();
  const teams = useTeams().data ?? [];
  return (
    <Select
      aria-label={t('teamFilter.label')}
      data={[
        { value: ALL_TEAMS, label: t('teamFilter.all') },
        ...teams.map((team) => ({ value: team._id, label: team.name })),
      ]}
      value={teamId ?? ALL_TEAMS}
      onChange={(value) => onChange(value && value !== ALL_TEAMS ? value : null)}
      allowDeselect={false}
      w={180}
    />
  );
}
