import { Badge, Button, Group, Menu, Text } from '@mantine/core';
import {
  IconCheck,
  IconChevronDown,
  IconLayoutGrid,
  IconPlus,
  IconUsersGroup,
  IconX,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { setSelectedTeamId } from '../../../lib/selected-team';
import { useSelectedTeam } from '../hooks/use-selected-team';

/**
 * The header's team choice (`selectedTeamId`): the team the user is working in. What the Create
 * menu offers follows it (SPEC §6).
 */
export function TeamSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const t = useT();
  const { selectedTeam, teams, isLoading } = useSelectedTeam();
  // The name starts with what the button shows, so voice control can say it (WCAG 2.5.3).
  const current = selectedTeam?.name ?? t('header.selectTeam');
  const supplier = selectedTeam?.supplier;

  const menu = (
    <Menu position="bottom-start" width={260} withArrow>
      <Menu.Target>
        <Button
          variant="default"
          fullWidth={fullWidth}
          justify={fullWidth ? 'space-between' : undefined}
          leftSection={<IconUsersGroup size={18} />}
          rightSection={<IconChevronDown size={16} />}
          aria-label={t('header.team', { name: current })}
          loading={isLoading}
          maw={fullWidth ? undefined : 220}
        >
          <Text span size="sm" truncate="end" inherit>
            {current}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.workInTeam')}</Menu.Label>
        {teams.length === 0 && <Menu.Item disabled>{t('header.noTeam')}</Menu.Item>}
        {teams.map((team) => (
          <Menu.Item
            key={team._id}
            onClick={() => setSelectedTeamId(team._id)}
            rightSection={team._id === selectedTeam?._id ? <IconCheck size={16} /> : null}
            aria-current={team._id === selectedTeam?._id ? 'true' : undefined}
          >
            {team.name}
          </Menu.Item>
        ))}
        {selectedTeam && (
          <Menu.Item leftSection={<IconX size={16} />} onClick={() => setSelectedTeamId(null)}>
            Clear selection
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.teams} leftSection={<IconLayoutGrid size={16} />}>
          All teams
        </Menu.Item>
        <Menu.Item component={Link} to={paths.createTeam} leftSection={<IconPlus size={16} />}>
          Create Team
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
  if (!supplier) return menu;
  // Whom the user works for here: they see only what the team shares with that supplier.
  return (
    <Group
      gap={6}
      wrap="nowrap"
      align="center"
      style={fullWidth ? { flexDirection: 'column', alignItems: 'stretch' } : undefined}
    >
      {menu}
      <Badge variant="light" color="blue" size="sm" maw={fullWidth ? undefined : 180}>
        {t('header.supplier', { name: supplier.name })}
      </Badge>
    </Group>
  );
}
