import type { LineSheetFilters, Team } from '@atelier/domain';
import { Modal, Stack, Tabs, Text } from '@mantine/core';
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
  const canShare = team.policies.shareLineSheet;
  return (
    <Modal opened={opened} onClose={onClose} title="Line sheet" size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {filtered
            ? 'The products this wall shows with its filters, in its order.'
            : `Every product of ${team.name}, newest first. Filter the wall to narrow it.`}
        </Text>
        <Tabs defaultValue="file" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="file">Download</Tabs.Tab>
            {canShare && <Tabs.Tab value="link">Live link</Tabs.Tab>}
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
