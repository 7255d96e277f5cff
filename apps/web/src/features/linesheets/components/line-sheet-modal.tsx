import type { LineSheetFilters, Team } from '@atelier/domain';
import { Modal, Stack, Tabs, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { useLineSheetT } from '../i18n';
import { LineSheetDownload } from './line-sheet-download';
import { LineSheetLinks } from './line-sheet-links';

interface LineSheetModalProps {
  team: Team;
  /** The wall's filters: the sheet lists what the wall shows. */
  filters: Partial<LineSheetFilters>;
  filtered: boolean;
  opened: boolean;
  onClose: () => void;
}

/** The wall's line sheet: a file to download (and e-mail), or a live link for buyers. */
export function LineSheetModal({ team, filters, filtered, opened, onClose }: LineSheetModalProps) {
  const t = useT();
  const ls = useLineSheetT();
  const canShare = team.policies.shareLineSheet;
  return (
    <Modal opened={opened} onClose={onClose} title={t('wall.lineSheet')} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {filtered ? ls('ls.intro.filtered') : ls('ls.intro.all', { team: team.name })}
        </Text>
        <Tabs defaultValue="file" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="file">{ls('ls.tab.file')}</Tabs.Tab>
            {canShare && <Tabs.Tab value="link">{ls('ls.tab.link')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="file">
            <LineSheetDownload teamId={team._id} filters={filters} />
          </Tabs.Panel>
          {canShare && (
            <Tabs.Panel value="link">
              <LineSheetLinks teamId={team._id} teamName={team.name} filters={filters} />
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
    </Modal>
  );
}
